/**
 * Multi-factor sign-in (issue 15): the rules both sides share. A member opts in from the account
 * settings with an authenticator app (TOTP, RFC 6238) or a code e-mailed through the outbox; the
 * code is asked after the password and before the post-login steps of document 1 §4.
 */

export const MFA_METHODS = ['totp', 'email'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, periodSeconds: 30 } as const;

/** Steps either side of now a TOTP code may come from: one (30 s), for a phone's clock drift. */
export const TOTP_WINDOW_STEPS = 1;

/** An e-mailed code works this long, once. */
export const EMAIL_CODE_MINUTES = 10;

/** A started enrolment (the QR code shown, or the code e-mailed) must be confirmed within this. */
export const MFA_ENROLMENT_MINUTES = 15;

/** Recovery codes given at enrolment, each single use, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without the look-alikes 0/o and 1/l/i, so a code is typed right. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Characters per recovery code, shown as two groups of five ("abcde-fghjk"). */
export const RECOVERY_CODE_LENGTH = 10;

/** The TOTP time step a moment falls in (RFC 6238 T = floor(unix seconds / period)). */
export function getTotpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_SETTINGS.periodSeconds);
}

/**
 * A TOTP code is single use: a matched step is accepted only when it is later than the last step
 * the account used, so a code seen over a shoulder (or an older code of the window) cannot be
 * replayed.
 */
export function isTotpStepAcceptable(matchedStep: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || matchedStep > lastUsedStep;
}

/** An e-mailed code works once and until it expires. */
export function isEmailCodeUsable(
  code: { readonly expiresAt: Date; readonly usedAt: Date | null },
  now: Date,
): boolean {
  return code.usedAt === null && now.getTime() < code.expiresAt.getTime();
}

/** When a code or an enrolment made at `createdAt` stops working. */
export function getExpiry(createdAt: Date, minutes: number): Date {
  return new Date(createdAt.getTime() + minutes * 60_000);
}

/** What a typed code is: six digits (the app's or the e-mail's), a recovery code, or neither. */
export type MfaCodeKind = 'one-time' | 'recovery';

/** Spaces and hyphens are ignored and case does not matter, as on the printed codes. */
export function normalizeMfaCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

export function classifyMfaCode(input: string): MfaCodeKind | null {
  const code = normalizeMfaCode(input);
  if (new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`).test(code)) return 'one-time';
  const alphabet = `[${RECOVERY_CODE_ALPHABET}]`;
  if (new RegExp(`^${alphabet}{${RECOVERY_CODE_LENGTH}}$`).test(code)) return 'recovery';
  return null;
}

/** A recovery code as shown to the member: two groups of five. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** The address an e-mailed code went to, shown without giving it away: "a***@example.com". */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
