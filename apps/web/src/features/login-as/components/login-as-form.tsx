import type { LoginAsForm as FormValues, LoginAsMode } from '@dash/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { DateField } from '@/components/date-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useLocalizeValidation } from '@/lib/i18n/validation/localize-validation';
import { useLogInAs } from '../hooks/use-log-in-as';
import { getPreventChoice, keepPreventChoice, localToday } from '../prevent-choice';
import { loginAsTexts, SERVER_MESSAGE_KEYS } from '../texts';

const ERROR_ID = 'login-as-error';
const EMPTY: FormValues = { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '' };

/** The /login-as form (document 1 §2, §5): one error text for the rules and the server's message. */
export function LoginAsForm({ staffToken }: { staffToken: string }) {
  const t = loginAsTexts.useTexts();
  const localizeValidation = useLocalizeValidation();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [prevent, setPrevent] = useState(getPreventChoice);
  const { submit, isPending, error, clearError } = useLogInAs(staffToken);

  // Editing clears the error (document 1 §5).
  const edit = (field: keyof FormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    clearError();
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  // The error is the rules' or the gateway's English: shown in the language in use, rendered again on a switch.
  const serverKey = error ? SERVER_MESSAGE_KEYS.get(error) : undefined;
  const shownError = serverKey ? t(serverKey) : error ? localizeValidation(error) : null;
  const send = (mode: LoginAsMode) => submit(values, mode, prevent);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('member');
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={onSubmit}
      aria-busy={isPending}
      aria-describedby={error ? ERROR_ID : undefined}
    >
      {shownError ? (
        <p id={ERROR_ID} className="alert alert--error" role="alert">
          {shownError}
        </p>
      ) : null}
      <TextField
        label={t('firstName')}
        autoComplete="off"
        value={values.firstName}
        onChange={edit('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="off"
        value={values.lastName}
        onChange={edit('lastName')}
      />
      <DateField
        label={t('dateOfBirth')}
        max={localToday()}
        value={values.dateOfBirth}
        onChange={edit('dateOfBirth')}
      />
      <TextField
        label={t('subscriberId')}
        autoComplete="off"
        required
        value={values.subscriberId}
        onChange={edit('subscriberId')}
      />
      <Checkbox
        label={t('preventCrm')}
        checked={prevent}
        onChange={(event) => {
          setPrevent(event.target.checked);
          keepPreventChoice(event.target.checked);
        }}
      />
      <div className="button-row">
        <button className="button button--primary" type="submit" disabled={isPending}>
          {t('submit')}
        </button>
        <button className="button" type="button" disabled={isPending} onClick={() => send('subscriber')}>
          {t('continueAsSubscriber')}
        </button>
      </div>
      {isPending ? <Spinner label={t('submitting')} /> : null}
    </form>
  );
}
