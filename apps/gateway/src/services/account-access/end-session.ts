import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { type AccountAccessDeps, idleSince } from './access-deps';

/**
 * Ends another open session of the account, through the session store (which owns a session's
 * life). The current session ends by logging out; another account's (or a login-as) session is
 * "not found", so an id tells nothing about whose it is.
 */
export function createEndSession(deps: AccountAccessDeps) {
  return async function endSession(caller: Caller, sessionId: string): Promise<void> {
    const { session } = caller;
    if (session.issuedByRole !== null) throw new ForbiddenError('accountAccess.memberOnly');
    if (sessionId === session.sessionId) throw new BadRequestError('accountAccess.endCurrent');
    const now = deps.now();
    const owned = await deps.access.isOpenSessionOf(session.accountId, sessionId, now, idleSince(deps, now));
    if (!owned) throw new NotFoundError('accountAccess.noSuchSession');
    await deps.sessions.revoke(sessionId, now);
    await deps.audit({
      action: 'session-ended',
      actorAccountId: session.accountId,
      targetMemberKey: session.memberKey,
      clientAddress: caller.clientAddress,
      detail: { accountId: session.accountId, endedSessionId: sessionId },
    });
  };
}
