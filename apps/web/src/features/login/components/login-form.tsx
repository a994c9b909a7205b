import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCredentialFields } from '../hooks/use-credential-fields';
import { loadLoginError, useLogIn } from '../hooks/use-log-in';
import { loginTexts } from '../texts';

// Shown only after a submit failed, so not in what the page loads first (issue 37); the first focus
// asks for it with the sign-in's calls and the form's rules (prepareSignIn), before any failure can come.
const LoginError = lazy(async () => ({ default: (await loadLoginError()).LoginError }));

const SERVER_ERROR_ID = 'login-error';

/** Username and password (document 1 §5): touched on submit, submit disabled while invalid and touched. */
export function LoginForm() {
  const t = loginTexts.useTexts();
  const logIn = useLogIn();
  // The HTML's form takes no submit until React owns it (its fields no typing: TextField): the plain
  // form's submit would reload the page. A disabled button says so, where a live one would take the
  // click and do nothing.
  const hydrating = !useHydrated();
  const form = useCredentialFields({
    // A server error belongs to the values that caused it: any change clears it.
    onChange: () => logIn.reset(),
    onValid: (credentials) => {
      if (!logIn.isPending) logIn.mutate(credentials);
    },
  });

  return (
    <form
      className="stack"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.prepare}
      aria-busy={logIn.isPending}
      aria-describedby={logIn.isError ? SERVER_ERROR_ID : undefined}
    >
      {logIn.error ? (
        <Suspense fallback={null}>
          <LoginError id={SERVER_ERROR_ID} error={logIn.error} />
        </Suspense>
      ) : null}
      <TextField
        label={t('usernameLabel')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('username')}
      />
      <TextField
        label={t('passwordLabel')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <button
        className="button button--primary"
        type="submit"
        disabled={hydrating || (!form.isValid && form.touched)}
      >
        {t('submit')}
      </button>
      {logIn.isPending ? <Spinner label={t('submitting')} /> : null}
    </form>
  );
}
