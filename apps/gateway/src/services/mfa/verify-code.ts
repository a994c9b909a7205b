import { classifyMfaCode, normalizeMfaCode, type Role, serverMessage } from '@dash/domain';
import type { MfaCode, MfaVerified } from '@dash/domain/api';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { FactorOwner } from '../../repositories/mfa/factor-rows';
import type { Caller } from '../caller';
import { auditMfa, MFA_AUDIT_ACTIONS, requireOwner } from './mfa-caller';
import type { MfaDeps } from './mfa-deps';
import { useOneTimeCode } from './one-time-codes';

/**
 * A wrong code, counted toward the lockout of the username like a wrong password; the failure that
 * locks ends the pending session too. Always throws.
 */
async function refuseWrongCode(
  deps: MfaDeps,
  caller: Caller,
  { domainId, username }: FactorOwner,
  kind: 'one-time' | 'recovery',
  at: Date,
): Promise<never> {
  const { consecutiveFailures, lockedNow } = await deps.lockout.recordFailure(domainId, username, at);
  await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.failed, { kind, failures: consecutiveFailures });
  if (lockedNow)
    await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.accountLocked, { failures: consecutiveFailures });
  if (consecutiveFailures >= deps.threshold) {
    await deps.sessions.revoke(caller.session.sessionId, at);
    throw new UnauthorizedError('login.accountLocked', { code: 'ACCOUNT_LOCKED' });
  }
  const remaining = deps.threshold - consecutiveFailures;
  const message = serverMessage('mfa.wrongCode', remaining);
  throw new BadRequestError(message, {
    code: 'MFA_CODE_WRONG',
    attemptsRemaining: remaining,
    fieldErrors: { code: [message] },
  });
}

/**
 * The code after the password. Right: the pending session ends and a temporary token without the
 * pending step carries the sign-in on to the steps of document 1 §4. Wrong: counted toward the
 * lockout; the failure that locks ends the pending session too.
 */
export function createVerifyCode(deps: MfaDeps) {
  const { mfa, secrets } = deps;
  return async function verify(caller: Caller, request: MfaCode): Promise<MfaVerified> {
    const { session, claims } = caller;
    if (!session.mfaPending) throw new ForbiddenError('mfa.notPending');
    const owner = await requireOwner(deps, session.accountId);
    const { domainId, username, accountId } = owner;
    const at = deps.now();
    if (await deps.lockout.isLocked(domainId, username, at)) {
      await deps.sessions.revoke(session.sessionId, at);
      throw new UnauthorizedError('login.accountLocked', { code: 'ACCOUNT_LOCKED' });
    }
    const code = normalizeMfaCode(request.code);
    const kind = classifyMfaCode(code);
    if (kind === null) {
      const message = 'mfa.invalidCode';
      throw new BadRequestError(message, { fieldErrors: { code: [message] } });
    }
    const method = await mfa.findConfirmedMethod(accountId);
    const used =
      method !== null &&
      (kind === 'recovery'
        ? await mfa.useRecoveryCode(accountId, secrets.hashCode(code, accountId), at)
        : await useOneTimeCode(deps, accountId, method, code));
    const answeredWith = kind === 'recovery' ? 'recovery' : method;
    if (!used) return refuseWrongCode(deps, caller, owner, kind, at);

    await deps.lockout.reset(domainId, username);
    await deps.sessions.revoke(session.sessionId, at);
    const token = await deps.tokens.issueTemporary({
      accountId,
      memberKey: session.memberKey,
      role: claims.role as Role,
      issuedByRole: null,
      issuedByAccountId: null,
      domainId: claims.domainId,
      mfaPending: false,
    });
    await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.verified, { method: answeredWith });
    return { token };
  };
}
