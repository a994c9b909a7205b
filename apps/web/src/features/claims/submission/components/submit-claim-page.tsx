import {
  CLAIM_COUNTRIES,
  CLAIM_CURRENCY_CODES,
  getSubmittableClaimTypes,
  type SubmittedClaimType,
} from '@dash/domain';
import { SubmitClaimFields } from '@dash/domain/api';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { DateField } from '@/components/date-field';
import { PageLayout } from '@/components/page-layout';
import { Select } from '@/components/select-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { useLocale } from '@/lib/i18n/locale';
import { useClaims } from '../../api/get-claims';
import { useSubmitClaim } from '../../api/submit-claim';
import { claimSubmissionsTexts } from '../texts';
import { type ClaimFormErrors, getFieldErrors, getServerErrors } from './claim-form-errors';
import { ReceiptField } from './receipt-field';

const TYPE_KEYS = { medical: 'claimTypeMedical', dental: 'claimTypeDental' } as const;

/** Each country in the reader's language, by its code (the list is the domain's). */
function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return CLAIM_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [locale]);
}

/**
 * /claims/submit (issue 39 §3): a claim for a service already paid, with the fields the Passport
 * dental page asks for and the itemized receipt. Checked field by field with the contract's schema
 * before sending, the receipt by the gateway from its bytes; the new claim is then in the list as
 * Received. `?type=dental` (the Passport dental page's link) chooses dental; the partner brand takes
 * dental claims only. A login-as session sees the form but may not send it.
 */
export function SubmitClaimPage() {
  const t = claimSubmissionsTexts.useTexts();
  useDocumentTitle(t('submitTitle'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const submit = useSubmitClaim();
  const types = getSubmittableClaimTypes(useBrand().domainId);
  const isLoginAs = useShell().data?.issuedByRole != null;
  const members = useClaims({}).data?.members ?? [];
  const countries = useCountryOptions();
  const asked = search.get('type');
  const initialType: SubmittedClaimType | '' =
    types.length === 1 ? 'dental' : asked === 'dental' || asked === 'medical' ? asked : '';
  const [claimType, setClaimType] = useState<string>(initialType);
  const [errors, setErrors] = useState<ClaimFormErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = SubmitClaimFields.safeParse(
      Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')),
    );
    // The files as the control holds them (no file chosen is none; an empty one is the gateway's to
    // refuse), sent as they are, never the empty part a form gives a control with no file.
    const control = event.currentTarget.elements.namedItem('attachments');
    const files = control instanceof HTMLInputElement ? [...(control.files ?? [])] : [];
    form.delete('attachments');
    for (const file of files) form.append('attachments', file);
    const found = checked.success ? {} : getFieldErrors(checked.error);
    if (files.length === 0) found.attachments = t('error.attachments');
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

  const back = (
    <p>
      <Link to={paths.claims}>{t('backToClaims')}</Link>
    </p>
  );
  return (
    <PageLayout title={t('submitTitle')} intro={t('submitIntro')} lead={back} width="narrow">
      {isLoginAs ? (
        <Alert alert={{ type: 'info', title: t('readOnlyNote'), content: '', canDismiss: false }} />
      ) : null}
      {errors.form ? (
        <Alert alert={{ type: 'error', title: errors.form, content: '', canDismiss: false }} />
      ) : null}
      <form className="claim-form stack" noValidate onSubmit={handleSubmit}>
        <Select
          label={t('member')}
          name="memberSuffix"
          required
          placeholder={members.length === 1 ? undefined : t('chooseMember')}
          options={members.map((m) => ({ value: String(m.suffix), label: m.firstName }))}
          error={errors.memberSuffix}
        />
        <Select
          label={t('claimType')}
          name="claimType"
          required
          hint={types.length === 1 ? t('dentalOnlyHint') : undefined}
          placeholder={types.length === 1 ? undefined : t('chooseClaimType')}
          value={claimType}
          onChange={(event) => setClaimType(event.currentTarget.value)}
          options={types.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          error={errors.claimType}
        />
        <TextField
          label={t('providerName')}
          hint={t('providerNameHint')}
          name="providerName"
          required
          maxLength={120}
          autoComplete="off"
          error={errors.providerName}
        />
        <TextField
          label={t('providerAddress')}
          name="providerAddress"
          required
          maxLength={200}
          autoComplete="off"
          error={errors.providerAddress}
        />
        <Select
          label={t('country')}
          hint={t('countryHint')}
          name="country"
          required
          defaultValue="US"
          options={countries}
          error={errors.country}
        />
        <DateField label={t('serviceDate')} name="serviceDate" required error={errors.serviceDate} />
        <TextArea
          label={t('services')}
          hint={t('servicesHint')}
          name="services"
          required
          maxLength={1000}
          error={errors.services}
        />
        {claimType === 'dental' ? (
          <TextField
            label={t('teeth')}
            hint={t('teethHint')}
            name="teeth"
            maxLength={200}
            error={errors.teeth}
          />
        ) : null}
        <TextField
          label={t('amountPaid')}
          hint={t('amountPaidHint')}
          name="amountPaid"
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.amountPaid}
        />
        <Select
          label={t('currency')}
          name="currency"
          required
          defaultValue="USD"
          options={CLAIM_CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
          error={errors.currency}
        />
        <ReceiptField error={errors.attachments} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={submit.isPending || isLoginAs}>
            {submit.isPending ? t('submitting') : t('submit')}
          </button>
          <Link className="button" to={paths.claims}>
            {t('cancel')}
          </Link>
        </div>
      </form>
    </PageLayout>
  );
}
