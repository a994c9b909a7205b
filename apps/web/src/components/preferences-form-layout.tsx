import { PREFERENCES_TEXTS, type PreferencesFormInput } from '@dash/domain';
import type { PreferenceFlag } from '@dash/domain/api';
import type { FormEventHandler } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { ErrorNotice } from './error-notice';
import { PreferenceControl } from './preference-control';
import { Spinner } from './spinner';
import { TextField } from './text-field';

/**
 * The communication preferences form as the login step and the settings card show it (document 1
 * §5): the save failure, the required e-mail, one control per relevant preference, submit and spinner.
 */
export function PreferencesFormLayout({
  onSubmit,
  isPending,
  failed,
  register,
  emailError,
  relevantPreferences,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  failed: boolean;
  register: UseFormRegister<PreferencesFormInput>;
  emailError: string | undefined;
  relevantPreferences: readonly PreferenceFlag[];
}) {
  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-busy={isPending}>
      <ErrorNotice message={failed ? PREFERENCES_TEXTS.saveFailed : null} />
      <TextField
        label={PREFERENCES_TEXTS.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={emailError}
        {...register('emailAddress')}
      />
      {relevantPreferences.map((name) => (
        <PreferenceControl key={name} name={name} register={register} />
      ))}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {PREFERENCES_TEXTS.submit}
      </button>
      {isPending ? <Spinner label={PREFERENCES_TEXTS.saving} /> : null}
    </form>
  );
}
