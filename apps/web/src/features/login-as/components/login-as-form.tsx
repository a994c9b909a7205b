import { type LoginAsForm as FormValues, LOGIN_AS_TEXTS, type LoginAsMode } from '@dash/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { DateField } from '@/components/date-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useLogInAs } from '../hooks/use-log-in-as';
import { getPreventChoice, keepPreventChoice, localToday } from '../prevent-choice';

const ERROR_ID = 'login-as-error';
const EMPTY: FormValues = { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '' };

/** The /login-as form (document 1 §2, §5): one error text for the rules and the server's message. */
export function LoginAsForm({ staffToken }: { staffToken: string }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [prevent, setPrevent] = useState(getPreventChoice);
  const { submit, isPending, error, clearError } = useLogInAs(staffToken);

  // Editing clears the error (document 1 §5).
  const edit = (field: keyof FormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    clearError();
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
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
      {error ? (
        <p id={ERROR_ID} className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label={LOGIN_AS_TEXTS.firstName}
        autoComplete="off"
        value={values.firstName}
        onChange={edit('firstName')}
      />
      <TextField
        label={LOGIN_AS_TEXTS.lastName}
        autoComplete="off"
        value={values.lastName}
        onChange={edit('lastName')}
      />
      <DateField
        label={LOGIN_AS_TEXTS.dateOfBirth}
        max={localToday()}
        value={values.dateOfBirth}
        onChange={edit('dateOfBirth')}
      />
      <TextField
        label={LOGIN_AS_TEXTS.subscriberId}
        autoComplete="off"
        required
        value={values.subscriberId}
        onChange={edit('subscriberId')}
      />
      <Checkbox
        label={LOGIN_AS_TEXTS.preventCrm}
        checked={prevent}
        onChange={(event) => {
          setPrevent(event.target.checked);
          keepPreventChoice(event.target.checked);
        }}
      />
      <div className="button-row">
        <button className="button button--primary" type="submit" disabled={isPending}>
          {LOGIN_AS_TEXTS.submit}
        </button>
        <button className="button" type="button" disabled={isPending} onClick={() => send('subscriber')}>
          {LOGIN_AS_TEXTS.continueAsSubscriber}
        </button>
      </div>
      {isPending ? <Spinner label={LOGIN_AS_TEXTS.submitting} /> : null}
    </form>
  );
}
