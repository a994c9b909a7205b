import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HiddenInput } from './hidden-input';

/** One of the two password fields: its registration, whether it was touched (or the form submitted), its error. */
export type NewPasswordField = UseFormRegisterReturn & { touched: boolean; error: string | undefined };

/**
 * A new password and its confirmation (document 1 §5; issue 14), as registration and the password
 * reset ask for them: hidden inputs, the password rule as the first one's hint, and under the first
 * the estimator's feedback as it is typed (issue 36).
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  feedback,
}: {
  labels: { readonly password: string; readonly passwordHint: string; readonly confirmation: string };
  password: NewPasswordField;
  confirmation: NewPasswordField;
  feedback?: ReactNode;
}) {
  return (
    <>
      <HiddenInput
        label={labels.password}
        hint={labels.passwordHint}
        autoComplete="new-password"
        required
        {...password}
      />
      {feedback}
      <HiddenInput label={labels.confirmation} autoComplete="new-password" required {...confirmation} />
    </>
  );
}
