import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSubmitClaim } from '../../api/submit-claim';
import { type ClaimFormErrors, getFieldErrors, getServerErrors } from '../components/claim-form-errors';
import { claimSubmissionsTexts } from '../texts';

/**
 * The form as it is sent: its text fields, and the files as the control holds them (no file chosen is
 * none; an empty one is the gateway's to refuse), never the empty part a form gives a control with no file.
 */
function readClaimForm(element: HTMLFormElement) {
  const form = new FormData(element);
  const texts = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  const control = element.elements.namedItem('attachments');
  const files = control instanceof HTMLInputElement ? [...(control.files ?? [])] : [];
  form.delete('attachments');
  for (const file of files) form.append('attachments', file);
  return { form, texts, files };
}

/**
 * The claim form's sending (issue 39 §3): checked field by field with the contract's schema first,
 * the receipt required; then sent, and the member taken to the list, or the gateway's refusal shown.
 */
export function useClaimForm() {
  const navigate = useNavigate();
  const submit = useSubmitClaim();
  const [errors, setErrors] = useState<ClaimFormErrors>({});

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { form, texts, files } = readClaimForm(event.currentTarget);
    // The contract is imported at the first send, not with the page (decision 072).
    const { SubmitClaimFields } = await import('@dash/domain/api/claim-submissions');
    const checked = SubmitClaimFields.safeParse(texts);
    const found = checked.success ? {} : getFieldErrors(checked.error);
    if (files.length === 0) found.attachments = claimSubmissionsTexts.t('error.attachments');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    submit.mutate(form, {
      onSuccess: () => navigate(paths.claims),
      onError: (error) => setErrors(getServerErrors(error)),
    });
  };

  return { errors, handleSubmit, isPending: submit.isPending };
}
