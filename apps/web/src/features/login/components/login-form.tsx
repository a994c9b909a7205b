import { LOGIN_TEXTS } from '@dash/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { LoginCredentials } from '../api/create-token';
import { useLogIn } from '../hooks/use-log-in';
import { LoginError } from './login-error';

const SERVER_ERROR_ID = 'login-error';

/** Username and password (document 1 §5): touched on submit, submit disabled while invalid and touched. */
export function LoginForm() {
  const logIn = useLogIn();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(LoginCredentials),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const touched = formState.isSubmitted || Object.keys(formState.touchedFields).length > 0;
  // A server error belongs to the values that caused it: any change clears it.
  const clearServerError = () => logIn.reset();
  const submit = handleSubmit((credentials) => {
    if (!logIn.isPending) logIn.mutate(credentials);
  });

  return (
    <form
      className="stack"
      noValidate
      onSubmit={submit}
      aria-busy={logIn.isPending}
      aria-describedby={logIn.isError ? SERVER_ERROR_ID : undefined}
    >
      {logIn.error ? <LoginError id={SERVER_ERROR_ID} error={logIn.error} /> : null}
      <TextField
        label={LOGIN_TEXTS.usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={formState.errors.username?.message}
        {...register('username', { onChange: clearServerError })}
      />
      <TextField
        label={LOGIN_TEXTS.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password', { onChange: clearServerError })}
      />
      <button className="button button--primary" type="submit" disabled={!formState.isValid && touched}>
        {LOGIN_TEXTS.submit}
      </button>
      {logIn.isPending ? <Spinner label={LOGIN_TEXTS.submitting} /> : null}
    </form>
  );
}
