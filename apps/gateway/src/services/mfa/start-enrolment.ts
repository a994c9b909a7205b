import { getBrand, maskEmailAddress } from '@dash/domain';
import type { MfaEnrolmentStart, MfaEnrolmentStarted } from '@dash/domain/api';
import QRCode from 'qrcode';
import { createTotpSecret, getOtpauthUri } from '../../auth/totp';
import { BadRequestError, ConflictError } from '../../errors';
import type { Caller } from '../caller';
import { auditMfa, checkPassword, MFA_AUDIT_ACTIONS, requireOwner, requireOwnSession } from './mfa-caller';
import type { MfaDeps } from './mfa-deps';
import { sendEmailCode } from './one-time-codes';

/**
 * Enrolment begins from the account settings, after the password again (issue 15): an e-mail factor
 * gets its first code, an app factor its secret and QR code. Either waits for confirmEnrolment.
 */
export function createStartEnrolment(deps: MfaDeps) {
  const { mfa, secrets } = deps;
  return async function startEnrolment(
    caller: Caller,
    request: MfaEnrolmentStart,
  ): Promise<MfaEnrolmentStarted> {
    requireOwnSession(caller);
    const { accountId } = caller.session;
    await checkPassword(deps, caller, request.password);
    if ((await mfa.findConfirmedMethod(accountId)) !== null) {
      throw new ConflictError('mfa.alreadyOn');
    }
    const owner = await requireOwner(deps, accountId);
    if (request.method === 'email') {
      const { email } = owner;
      if (!email) throw new BadRequestError('mfa.noEmailAddress');
      if (!(await mfa.startEnrolment(accountId, 'email', null, deps.now()))) {
        throw new ConflictError('mfa.alreadyOn');
      }
      await sendEmailCode(deps, { ...owner, email });
      await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.enrolmentStarted, { method: 'email' });
      return {
        method: 'email',
        secret: null,
        otpauthUri: null,
        qrCode: null,
        maskedEmail: maskEmailAddress(email),
      };
    }
    const secret = createTotpSecret();
    if (!(await mfa.startEnrolment(accountId, 'totp', secrets.seal(secret, accountId), deps.now()))) {
      throw new ConflictError('mfa.alreadyOn');
    }
    const otpauthUri = getOtpauthUri(secret, getBrand(caller.domainId).name, owner.username);
    // Drawn here, on this machine: the secret never goes to an outside QR service.
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    await auditMfa(deps, caller, MFA_AUDIT_ACTIONS.enrolmentStarted, { method: 'totp' });
    return {
      method: 'totp',
      secret,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      maskedEmail: null,
    };
  };
}
