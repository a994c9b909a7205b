import { ForbiddenError } from '../../errors';
import type { FactorOwner } from '../../repositories/mfa/factor-rows';
import type { Caller } from '../caller';
import { confirmPassword } from '../sign-in/confirm-password';
import type { MfaDeps } from './mfa-deps';

/** The audit actions of multi-factor sign-in (docs/security.md "Audit"). */
export const MFA_AUDIT_ACTIONS = {
  enrolmentStarted: 'mfa-enrolment-started',
  enabled: 'mfa-enabled',
  removed: 'mfa-removed',
  verified: 'mfa-verified',
  failed: 'mfa-failed',
  accountLocked: 'account-locked',
} as const;

/** One audit row of the caller's own session, with its brand. */
export function auditMfa(
  deps: Pick<MfaDeps, 'audit'>,
  caller: Caller,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  return deps.audit({
    action,
    actorAccountId: caller.session.accountId,
    targetMemberKey: caller.session.memberKey,
    clientAddress: caller.clientAddress,
    detail: { domainId: caller.domainId, ...detail },
  });
}

/** Only the member changes their own second factor: never a staff or login-as session. */
export function requireOwnSession(caller: Caller): void {
  if (caller.session.issuedByRole !== null || caller.session.memberKey === null) {
    throw new ForbiddenError('server.staffReadOnly');
  }
}

/** The password again, counted with the password change's attempts (issue 10 point 7). */
export async function checkPassword(
  deps: Pick<MfaDeps, 'passwords' | 'now'>,
  caller: Caller,
  password: string,
): Promise<void> {
  await confirmPassword(deps.passwords, {
    accountId: caller.session.accountId,
    clientAddress: caller.clientAddress,
    at: deps.now(),
    password: password,
    field: 'password',
  });
}

export async function requireOwner(deps: Pick<MfaDeps, 'mfa'>, accountId: number): Promise<FactorOwner> {
  const owner = await deps.mfa.findOwner(accountId);
  if (!owner) throw new ForbiddenError('server.noMember');
  return owner;
}
