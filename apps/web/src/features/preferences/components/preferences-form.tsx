import {
  getPreferencesFormValues,
  PREFERENCES_INVALID_SCROLL_TOP,
  PREFERENCES_SAVED_TOAST,
  type PreferencesFormInput,
  PreferencesForm as PreferencesFormSchema,
  toPreferencesUpdate,
} from '@dash/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { PreferencesFormLayout } from '@/components/preferences-form-layout';
import { useContinueLogin } from '@/lib/continue-login';
import { notify } from '@/lib/notifications';
import type { PreferencesFormData } from '../api/get-preferences-form-data';
import { updatePreferences } from '../api/update-preferences';

/**
 * The communication preferences form (document 1 §5): only the relevant controls, stored nulls shown
 * with their defaults, email required and valid; an invalid submit scrolls the window to 600px.
 */
export function PreferencesForm({ data }: { data: PreferencesFormData }) {
  const { stored, relevant } = data;
  const continueLogin = useContinueLogin();
  const [isPending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<PreferencesFormInput, unknown, PreferencesFormSchema>(
    {
      resolver: zodResolver(PreferencesFormSchema),
      mode: 'onTouched',
      defaultValues: getPreferencesFormValues(stored, relevant.policyDetails.hasExtendedPolicy),
    },
  );

  const submit = handleSubmit(
    (form) => {
      setFailed(false);
      startTransition(async () => {
        try {
          await updatePreferences(toPreferencesUpdate(form, stored, relevant.relevantPreferences));
          notify(PREFERENCES_SAVED_TOAST);
          await continueLogin();
        } catch {
          setFailed(true);
        }
      });
    },
    () => window.scrollTo({ top: PREFERENCES_INVALID_SCROLL_TOP }),
  );

  return (
    <PreferencesFormLayout
      onSubmit={submit}
      isPending={isPending}
      failed={failed}
      register={register}
      emailError={formState.errors.emailAddress?.message}
      relevantPreferences={relevant.relevantPreferences}
    />
  );
}
