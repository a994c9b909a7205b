import type { MfaRemoval, MfaStatus } from '@dash/domain/api';
import { ConflictError } from '../../errors';
import type { Caller } from '../caller';
import { auditMfa, checkPassword, MFA_AUDIT_ACTIONS, requireOwnSession } from './mfa-caller';
import type { MfaDeps } from './mfa-deps';

/** The account settings' view of the second factor: the method on, and the recovery codes left. */
export function createGetStatus(deps: Pick<MfaDeps, 'mfa'>) {
  const { mfa } = deps;
  return async function getStatus(caller: Caller): Promise<MfaStatus> {
    const { accountId } = caller.session;
    const method = await mfa.findConfirmedMethod(accountId);
    return { method, recoveryCodesLeft: method ? await mfa.countRecoveryCodesLeft(accountId) : 0 };
  };
}

/** Removal from the account settings, after the password again, audited; the member is notified. */
export function createRemoveFactor(deps: MfaDeps) {
  const { mfa } = deps;
  return async function remove(caller: Caller, request: MfaRemoval): Promise<void> {
    requireOwnSession(caller);
    await checkPassword(deps, caller, request.password);
    const method = await mfa.findConfirmedMethod(caller.session.accountId);
    if (method === null || !(await mfa.remove(caller.session.accountId))) {
      throw new ConflictError('mfa.notOn');
    }
    await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.removed, { method });
    await deps.notifications.send({
      kind: 'two-step-off',
      to: { accountId: caller.session.accountId },
      occurredAt: deps.now(),
    });
  };
}
