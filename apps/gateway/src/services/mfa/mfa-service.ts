import { randomInt } from 'node:crypto';
import {
  classifyMfaCode,
  type DomainId,
  EMAIL_CODE_MINUTES,
  formatRecoveryCode,
  getBrand,
  getExpiry,
  isTotpStepAcceptable,
  MFA_ENROLMENT_MINUTES,
  MFA_SERVER_MESSAGES,
  type MfaMethod,
  maskEmailAddress,
  normalizeMfaCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  type Role,
  serverMessage,
  TOTP_SETTINGS,
} from '@dash/domain';
import type {
  MfaCode,
  MfaEnrolmentStart,
  MfaEnrolmentStarted,
  MfaRecoveryCodes,
  MfaRemoval,
  MfaStatus,
  MfaVerified,
} from '@dash/domain/api';
import QRCode from 'qrcode';
import type { Lockout } from '../../auth/lockout';
import type { SecretBox } from '../../auth/secret-box';
import type { SessionStore } from '../../auth/session-store';
import type { TokenIssuer } from '../../auth/token-issuer';
import { createTotpSecret, findTotpStep, getOtpauthUri } from '../../auth/totp';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { FactorOwner, MfaRepository } from '../../repositories/mfa-repository';
import type { PasswordRepository } from '../../repositories/password-repository';
import type { Caller } from '../caller';
import type { MailQueue } from '../mail/mail-queue';
import { confirmPassword } from '../sign-in/confirm-password';

/** The audit actions of multi-factor sign-in (docs/security.md "Audit"). */
export const MFA_AUDIT_ACTIONS = {
  enrolmentStarted: 'mfa-enrolment-started',
  enabled: 'mfa-enabled',
  removed: 'mfa-removed',
  verified: 'mfa-verified',
  failed: 'mfa-failed',
  accountLocked: 'account-locked',
} as const;

type AuditEntry = {
  action: string;
  actorAccountId: number | null;
  targetMemberKey: string | null;
  clientAddress: string | null;
  detail?: Record<string, unknown>;
};

/** Six random digits, uniformly drawn. */
const newEmailCode = () =>
  String(randomInt(0, 10 ** TOTP_SETTINGS.digits)).padStart(TOTP_SETTINGS.digits, '0');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) {
    code += RECOVERY_CODE_ALPHABET[randomInt(0, RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Multi-factor sign-in (issue 15): enrolment and removal from the account settings (after the
 * password again, audited), and the code asked after the password at sign-in. A wrong code counts
 * toward the lockout of the username (auth/lockout.ts) like a wrong password; every code is single
 * use; e-mailed codes and started enrolments expire.
 */
export function createMfaService(deps: {
  readonly mfa: MfaRepository;
  readonly passwords: PasswordRepository;
  readonly lockout: Lockout;
  readonly tokens: TokenIssuer;
  readonly sessions: SessionStore;
  readonly secrets: SecretBox;
  readonly mail: MailQueue;
  readonly audit: (entry: AuditEntry) => Promise<void>;
  readonly threshold: number;
  readonly now: () => Date;
}) {
  const { mfa, secrets } = deps;

  const audit = (caller: Caller, action: string, detail: Record<string, unknown> = {}) =>
    deps.audit({
      action,
      actorAccountId: caller.session.accountId,
      targetMemberKey: caller.session.memberKey,
      clientAddress: caller.clientAddress,
      detail: { domainId: caller.domainId, ...detail },
    });

  /** Only the member changes their own second factor: never a staff or login-as session. */
  function requireOwnSession(caller: Caller): void {
    if (caller.session.issuedByRole !== null || caller.session.memberKey === null) {
      throw new ForbiddenError('server.staffReadOnly');
    }
  }

  /** The password again, counted with the password change's attempts (issue 10 point 7). */
  async function checkPassword(caller: Caller, password: string): Promise<void> {
    await confirmPassword(deps.passwords, {
      accountId: caller.session.accountId,
      clientAddress: caller.clientAddress,
      at: deps.now(),
      password: password,
      field: 'password',
    });
  }

  /** E-mails a new code (kind mfa-code), queued with it; the last code stops working. */
  async function sendEmailCode(owner: FactorOwner & { email: string }): Promise<void> {
    const code = newEmailCode();
    const at = deps.now();
    await mfa.putEmailCode(
      owner.accountId,
      secrets.hashCode(code, owner.accountId),
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
  async function useOneTimeCode(accountId: number, method: MfaMethod, code: string): Promise<boolean> {
    if (method === 'email') return mfa.useEmailCode(accountId, secrets.hashCode(code, accountId), deps.now());
    const factor = await mfa.findFactor(accountId);
    const secret = factor?.sealedSecret ? secrets.open(factor.sealedSecret, accountId) : null;
    if (!factor || secret === null) return false;
    const step = findTotpStep(secret, code, deps.now());
    if (step === null || !isTotpStepAcceptable(step, factor.lastTotpStep)) return false;
    return mfa.useTotpStep(accountId, step);
  }

  async function requireOwner(accountId: number): Promise<FactorOwner> {
    const owner = await mfa.findOwner(accountId);
    if (!owner) throw new ForbiddenError('server.noMember');
    return owner;
  }

  return {
    async getStatus(caller: Caller): Promise<MfaStatus> {
      const { accountId } = caller.session;
      const method = await mfa.findConfirmedMethod(accountId);
      return { method, recoveryCodesLeft: method ? await mfa.countRecoveryCodesLeft(accountId) : 0 };
    },

    async startEnrolment(caller: Caller, request: MfaEnrolmentStart): Promise<MfaEnrolmentStarted> {
      requireOwnSession(caller);
      const { accountId } = caller.session;
      await checkPassword(caller, request.password);
      if ((await mfa.findConfirmedMethod(accountId)) !== null) {
        throw new ConflictError('mfa.alreadyOn');
      }
      const owner = await requireOwner(accountId);
      if (request.method === 'email') {
        const { email } = owner;
        if (!email) throw new BadRequestError('mfa.noEmailAddress');
        if (!(await mfa.startEnrolment(accountId, 'email', null, deps.now()))) {
          throw new ConflictError('mfa.alreadyOn');
        }
        await sendEmailCode({ ...owner, email });
        await audit(caller, MFA_AUDIT_ACTIONS.enrolmentStarted, { method: 'email' });
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
      await audit(caller, MFA_AUDIT_ACTIONS.enrolmentStarted, { method: 'totp' });
      return {
        method: 'totp',
        secret,
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        maskedEmail: null,
      };
    },

    /** The first code turns the factor on and answers ten recovery codes, shown this once. */
    async confirmEnrolment(caller: Caller, request: MfaCode): Promise<MfaRecoveryCodes> {
      requireOwnSession(caller);
      const { accountId } = caller.session;
      const at = deps.now();
      const factor = await mfa.findFactor(accountId);
      const startedAfter = new Date(at.getTime() - MFA_ENROLMENT_MINUTES * 60_000);
      if (!factor || factor.confirmedAt !== null || factor.createdAt <= startedAfter) {
        throw new ConflictError('mfa.noEnrolment');
      }
      const code = normalizeMfaCode(request.code);
      if (classifyMfaCode(code) !== 'one-time' || !(await useOneTimeCode(accountId, factor.method, code))) {
        const message = 'mfa.invalidCode';
        throw new BadRequestError(message, { fieldErrors: { code: [message] } });
      }
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = recoveryCodes.map((recovery) => secrets.hashCode(recovery, accountId));
      if (!(await mfa.confirmEnrolment(accountId, hashes, startedAfter, at))) {
        throw new ConflictError('mfa.noEnrolment');
      }
      await audit(caller, MFA_AUDIT_ACTIONS.enabled, { method: factor.method });
      return { recoveryCodes: recoveryCodes.map(formatRecoveryCode) };
    },

    async remove(caller: Caller, request: MfaRemoval): Promise<void> {
      requireOwnSession(caller);
      await checkPassword(caller, request.password);
      const method = await mfa.findConfirmedMethod(caller.session.accountId);
      if (method === null || !(await mfa.remove(caller.session.accountId))) {
        throw new ConflictError('mfa.notOn');
      }
      await audit(caller, MFA_AUDIT_ACTIONS.removed, { method });
    },

    /**
     * At sign-in, after the password (services/sign-in/token.ts): the method the member must answer
     * with, or null when two-step sign-in is off. An e-mail factor gets its code now.
     */
    async beginChallenge(accountId: number): Promise<MfaMethod | null> {
      const method = await mfa.findConfirmedMethod(accountId);
      if (method === 'email') {
        const owner = await mfa.findOwner(accountId);
        if (owner?.email) await sendEmailCode({ ...owner, email: owner.email });
      }
      return method;
    },

    /** "E-mail me a new code" on the code screen. */
    async resendEmailCode(caller: Caller): Promise<void> {
      const owner = await requireOwner(caller.session.accountId);
      const method = await mfa.findConfirmedMethod(owner.accountId);
      if (method !== 'email' || !owner.email) throw new BadRequestError('mfa.notEmailMethod');
      await sendEmailCode({ ...owner, email: owner.email });
    },

    /**
     * The code after the password. Right: the pending session ends and a temporary token without the
     * pending step carries the sign-in on to the steps of document 1 §4. Wrong: counted toward the
     * lockout; the failure that locks ends the pending session too.
     */
    async verify(caller: Caller, request: MfaCode): Promise<MfaVerified> {
      const { session, claims } = caller;
      if (!session.mfaPending) throw new ForbiddenError('mfa.notPending');
      const owner = await requireOwner(session.accountId);
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
          : await useOneTimeCode(accountId, method, code));
      const answeredWith = kind === 'recovery' ? 'recovery' : method;

      if (!used) {
        const { consecutiveFailures, lockedNow } = await deps.lockout.recordFailure(domainId, username, at);
        await audit(caller, MFA_AUDIT_ACTIONS.failed, { kind, failures: consecutiveFailures });
        if (lockedNow)
          await audit(caller, MFA_AUDIT_ACTIONS.accountLocked, { failures: consecutiveFailures });
        if (consecutiveFailures >= deps.threshold) {
          await deps.sessions.revoke(session.sessionId, at);
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
      await audit(caller, MFA_AUDIT_ACTIONS.verified, { method: answeredWith });
      return { token };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
