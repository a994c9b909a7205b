import { getLoginAsFormError, type LoginAsForm, type LoginAsMode } from '@dash/domain';
import { useState, useTransition } from 'react';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { advanceLogin, useGoToStep } from '@/lib/post-login';
import { clearSession } from '@/lib/session';
import { logInAs } from '../api/log-in-as';
import { keepPreventChoice, localToday } from '../prevent-choice';

/**
 * Submit and 'Continue as subscriber' (document 1 §4, §5): the form rules first, then POST login-as;
 * on success the staff session is logged out, the prevent choice kept, and routing goes on as after
 * login with the member's token. A refusal shows the server's message.
 */
export function useLogInAs(staffToken: string) {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const submit = (form: LoginAsForm, mode: LoginAsMode, preventSalesPlatform: boolean) => {
    const invalid = getLoginAsFormError(form, mode, localToday());
    setError(invalid);
    if (invalid || isPending) return;
    const member =
      mode === 'member'
        ? { firstName: form.firstName, lastName: form.lastName, dateOfBirth: form.dateOfBirth }
        : {};
    startTransition(async () => {
      try {
        const { token, loginState } = await logInAs(
          { subscriberId: form.subscriberId, domainId, preventSalesPlatform, ...member },
          staffToken,
        );
        clearSession();
        keepPreventChoice(preventSalesPlatform);
        const step = await advanceLogin(token, loginState, { domainId, redirect: null });
        startTransition(() => goTo(step));
      } catch (failure) {
        setError(failure instanceof HttpError && failure.body ? failure.body.message : String(failure));
      }
    });
  };

  return { submit, isPending, error, clearError: () => setError(null) };
}
