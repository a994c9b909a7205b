import { randomInt } from 'node:crypto';
import {
  type DomainId,
  EMAIL_CODE_MINUTES,
  getExpiry,
  isTotpStepAcceptable,
  MFA_SERVER_MESSAGES,
  type MfaMethod,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  TOTP_SETTINGS,
} from '@dash/domain';
import { findTotpStep } from '../../auth/totp';
import type { FactorOwner } from '../../repositories/mfa/factor-rows';
import type { MfaDeps } from './mfa-deps';

/** Six random digits, uniformly drawn. */
const newEmailCode = () =>
  String(randomInt(0, 10 ** TOTP_SETTINGS.digits)).padStart(TOTP_SETTINGS.digits, '0');

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) {
    code += RECOVERY_CODE_ALPHABET[randomInt(0, RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/** E-mails a new code (kind mfa-code), queued with it; the last code stops working. */
export async function sendEmailCode(
  deps: Pick<MfaDeps, 'mfa' | 'secrets' | 'mail' | 'now'>,
  owner: FactorOwner & { email: string },
): Promise<void> {
  const code = newEmailCode();
  const at = deps.now();
  await deps.mfa.putEmailCode(
    owner.accountId,
    deps.secrets.hashCode(code, owner.accountId),
    at,
    getExpiry(at, EMAIL_CODE_MINUTES),
    (trx) =>
      deps.mail.enqueue(trx, {
        kind: 'mfa-code',
        domainId: owner.domainId as DomainId,
        to: owner.email,
        subject: MFA_SERVER_MESSAGES.emailSubject,
        text: MFA_SERVER_MESSAGES.emailBody(code),
        memberKey: owner.memberKey,
      }),
  );
  deps.mail.wake();
}

/** Checks a one-time code against the factor and uses it; false for a wrong or used code. */
export async function useOneTimeCode(
  deps: Pick<MfaDeps, 'mfa' | 'secrets' | 'now'>,
  accountId: number,
  method: MfaMethod,
  code: string,
): Promise<boolean> {
  const { mfa, secrets } = deps;
  if (method === 'email') return mfa.useEmailCode(accountId, secrets.hashCode(code, accountId), deps.now());
  const factor = await mfa.findFactor(accountId);
  const secret = factor?.sealedSecret ? secrets.open(factor.sealedSecret, accountId) : null;
  if (!factor || secret === null) return false;
  const step = findTotpStep(secret, code, deps.now());
  if (step === null || !isTotpStepAcceptable(step, factor.lastTotpStep)) return false;
  return mfa.useTotpStep(accountId, step);
}
