import { useState, useTransition } from 'react';
import { useBrand } from '@/lib/brand';
import { useGoToStep } from '@/lib/go-to-step';
import type { LoginCredentials } from '../api/create-token';

/**
 * The calls of a sign-in and their contracts, asked for once the member starts typing, so the submit
 * rarely waits for them and the page's first paint never does.
 */
const loadSignIn = () => import('../api/sign-in');
/**
 * The contracts its calls and the first page after it parse with: each call imports its own (decision
 * 072), and one imported only then would be fetched after the call, with what it imports after it.
 */
const loadContracts = () =>
  Promise.all([
    import('@dash/domain/api/token'),
    import('@dash/domain/api/login-state'),
    import('@dash/domain/api/shell'),
    import('@dash/domain/api/home'),
  ]);
/** The failure's words, shown only after a submit (issue 37): asked for with the calls. */
export const loadLoginError = () => import('../components/login-error');
let signIn: ReturnType<typeof loadSignIn> | null = null;
export const prepareSignIn = () => {
  if (signIn === null) {
    void loadLoginError().catch(() => undefined);
    void loadContracts().catch(() => undefined);
  }
  signIn ??= loadSignIn();
  signIn.catch(() => {
    signIn = null;
  });
  return signIn;
};

/**
 * The sign-in action, as a React transition rather than a query-library mutation, so /login loads no
 * data library; the calls themselves (and zod with their contracts) load on the first submit.
 * `error` holds the last failure until the next attempt or `reset`.
 */
export function useLogIn() {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const mutate = (credentials: LoginCredentials) => {
    setError(null);
    startTransition(async () => {
      try {
        const { logIn } = await prepareSignIn();
        const step = await logIn(credentials, domainId);
        startTransition(() => goTo(step));
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
      }
    });
  };

  return { mutate, isPending, isError: error !== null, error, reset: () => setError(null) };
}
