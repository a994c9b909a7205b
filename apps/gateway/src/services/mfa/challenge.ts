import type { MfaMethod } from '@dash/domain';
import { BadRequestError } from '../../errors';
import type { Caller } from '../caller';
import { requireOwner } from './mfa-caller';
import type { MfaDeps } from './mfa-deps';
import { sendEmailCode } from './one-time-codes';

/**
 * At sign-in, after the password (services/sign-in/token.ts): the method the member must answer
 * with, or null when two-step sign-in is off. An e-mail factor gets its code now.
 */
export function createBeginChallenge(deps: MfaDeps) {
  const { mfa } = deps;
  return async function beginChallenge(accountId: number): Promise<MfaMethod | null> {
    const method = await mfa.findConfirmedMethod(accountId);
    if (method === 'email') {
      const owner = await mfa.findOwner(accountId);
      if (owner?.email) await sendEmailCode(deps, { ...owner, email: owner.email });
    }
    return method;
  };
}

/** "E-mail me a new code" on the code screen. */
export function createResendEmailCode(deps: MfaDeps) {
  const { mfa } = deps;
  return async function resendEmailCode(caller: Caller): Promise<void> {
    const owner = await requireOwner(deps, caller.session.accountId);
    const method = await mfa.findConfirmedMethod(owner.accountId);
    if (method !== 'email' || !owner.email) throw new BadRequestError('mfa.notEmailMethod');
    await sendEmailCode(deps, { ...owner, email: owner.email });
  };
}
