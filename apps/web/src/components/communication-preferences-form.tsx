import {
  PREFERENCES_INVALID_SCROLL_TOP,
  type PreferencesForm,
  type PreferencesFormInput,
} from '@dash/domain';
import type { PreferenceFlag } from '@dash/domain/api';
import { useMemo, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { componentTexts } from '@/components/texts';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { ErrorNotice } from './error-notice';
import { PreferenceControl } from './preference-control';
import { Spinner } from './spinner';
import { TextField } from './text-field';

/**
 * The communication preferences form as the login step and the settings card show it (document 1
 * §5): only the relevant controls, email required and valid (unless left as on file), an invalid submit scrolls the window to
 * 600px; a save that throws shows the save failure above the form.
 */
export function CommunicationPreferencesForm({
  defaultValues,
  relevantPreferences,
  onSave,
}: {
  defaultValues: PreferencesFormInput;
  relevantPreferences: readonly PreferenceFlag[];
  onSave: (form: PreferencesForm) => Promise<void>;
}) {
  const [isPending, startTransition] = useTransition();
  const t = componentTexts.useTexts();
  const [failed, setFailed] = useState(false);
  // The e-mail on file passes as it was loaded; only a changed one is judged (issue 36 §2).
  const resolver = useMemo(
    () =>
      zodResolverImport(() =>
        import('@dash/domain/preferences/preferences-form-schema').then((m) =>
          m.preferencesFormSchema(defaultValues.emailAddress),
        ),
      ),
    [defaultValues.emailAddress],
  );
  const { register, handleSubmit, formState } = useForm<PreferencesFormInput, unknown, PreferencesForm>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const submit = handleSubmit(
    (form) => {
      setFailed(false);
      startTransition(async () => {
        try {
          await onSave(form);
        } catch {
          setFailed(true);
        }
      });
    },
    () => window.scrollTo({ top: PREFERENCES_INVALID_SCROLL_TOP }),
  );
  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <ErrorNotice message={failed ? t('preferences.saveFailed') : null} />
      <TextField
        label={t('preferences.emailLabel')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.emailAddress?.message}
        {...register('emailAddress')}
      />
      {relevantPreferences.map((name) => (
        <PreferenceControl key={name} name={name} register={register} />
      ))}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('preferences.submit')}
      </button>
      {isPending ? <Spinner label={t('preferences.saving')} /> : null}
    </form>
  );
}
