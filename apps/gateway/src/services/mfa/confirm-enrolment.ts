import {
  classifyMfaCode,
  formatRecoveryCode,
  MFA_ENROLMENT_MINUTES,
  normalizeMfaCode,
  RECOVERY_CODE_COUNT,
} from '@dash/domain';
import type { MfaCode, MfaRecoveryCodes } from '@dash/domain/api';
import { BadRequestError, ConflictError } from '../../errors';
import type { Caller } from '../caller';
import { auditMfa, MFA_AUDIT_ACTIONS, requireOwnSession } from './mfa-caller';
import type { MfaDeps } from './mfa-deps';
import { newRecoveryCode, useOneTimeCode } from './one-time-codes';

/** The first code turns the factor on and returns ten recovery codes, shown this once; the member is notified. */
export function createConfirmEnrolment(deps: MfaDeps) {
  const { mfa, secrets } = deps;
  return async function confirmEnrolment(caller: Caller, request: MfaCode): Promise<MfaRecoveryCodes> {
    requireOwnSession(caller);
    const { accountId } = caller.session;
    const at = deps.now();
    const factor = await mfa.findFactor(accountId);
    const startedAfter = new Date(at.getTime() - MFA_ENROLMENT_MINUTES * 60_000);
    if (!factor || factor.confirmedAt !== null || factor.createdAt <= startedAfter) {
      throw new ConflictError('mfa.noEnrolment');
    }
    const code = normalizeMfaCode(request.code);
    if (
      classifyMfaCode(code) !== 'one-time' ||
      !(await useOneTimeCode(deps, accountId, factor.method, code))
    ) {
      const message = 'mfa.invalidCode';
      throw new BadRequestError(message, { fieldErrors: { code: [message] } });
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = recoveryCodes.map((recovery) => secrets.hashCode(recovery, accountId));
    if (!(await mfa.confirmEnrolment(accountId, hashes, startedAfter, at))) {
      throw new ConflictError('mfa.noEnrolment');
    }
    await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.enabled, { method: factor.method });
    await deps.notifications.send({ kind: 'two-step-on', to: { accountId }, occurredAt: at });
    return { recoveryCodes: recoveryCodes.map(formatRecoveryCode) };
  };
}
