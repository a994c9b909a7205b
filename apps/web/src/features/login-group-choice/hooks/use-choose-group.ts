import { GROUP_SELECTION_TEXTS } from '@dash/domain';
import type { LoginGroup, LoginState } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { selectGroup } from '@/api/group-selection';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { advanceLogin, rememberChosenGroup, useGoToStep } from '@/lib/post-login';
import { getLoginRedirect } from '@/lib/session';

function toMessage(failure: unknown): string {
  if (failure instanceof HttpError && failure.status !== 404 && failure.body) return failure.body.message;
  return GROUP_SELECTION_TEXTS.notFound;
}

/**
 * Choosing a group mid-login (document 1 §4, Group selection): the token's own group routes straight
 * on; another group is switched on the server first, then routing goes on with the new token.
 */
export function useChooseGroup(token: string, state: LoginState) {
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const choose = (group: LoginGroup) => {
    setError(null);
    startTransition(async () => {
      try {
        const context = { domainId, redirect: getLoginRedirect() };
        let step: Awaited<ReturnType<typeof advanceLogin>>;
        if (group.memberKey === state.claims.memberKey) {
          rememberChosenGroup(group.groupId);
          step = await advanceLogin(token, state, context);
        } else {
          const switched = await selectGroup({ groupId: group.groupId, domain: domainId }, token);
          step = await advanceLogin(switched.token, switched.loginState, context);
        }
        startTransition(() => goTo(step));
      } catch (failure) {
        setError(toMessage(failure));
      }
    });
  };

  return { choose, isPending, error };
}
