import type { LoginGroup } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { selectGroup } from '@/api/group-selection';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { advanceLogin, useGoToStep } from '@/lib/post-login';
import { getLoginRedirect } from '@/lib/session';
import { loginGroupChoiceTexts } from '../texts';

function toMessage(failure: unknown): string {
  if (failure instanceof HttpError && failure.status !== 404 && failure.body) return failure.body.message;
  return loginGroupChoiceTexts.t('notFound');
}

/**
 * Choosing a group mid-login (document 1 §4, Group selection). The choice is always recorded on the
 * server, the token's own group too (the member stays the same there), because the gateway opens the
 * session only once a required choice is made (issue 10 point 1); routing goes on with the new token.
 */
export function useChooseGroup(token: string) {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const choose = (group: LoginGroup) => {
    setError(null);
    startTransition(async () => {
      try {
        const context = { domainId, redirect: getLoginRedirect() };
        const switched = await selectGroup({ groupId: group.groupId, domain: domainId }, token);
        const step = await advanceLogin(switched.token, switched.loginState, context);
        startTransition(() => goTo(step));
      } catch (failure) {
        setError(toMessage(failure));
      }
    });
  };

  return { choose, isPending, error };
}
