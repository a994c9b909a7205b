import { timingSafeEqual } from 'node:crypto';
import { getTotpStep, TOTP_SETTINGS, TOTP_WINDOW_STEPS } from '@dash/domain';
import { HOTP, Secret, TOTP } from 'otpauth';

/** A new random TOTP secret (160 bits, RFC 4226's recommended length), base32 as apps expect it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function getOtpauthUri(secret: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
  }).toString();
}

/** The code of one time step (RFC 6238 is HOTP over the step counter). */
export function getTotpCode(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    counter: step,
  });
}

/**
 * The latest time step within the window around `now` whose code is `code`, or null. Every step of
 * the window is compared, in constant time, so the response's timing says nothing about which matched.
 */
export function findTotpStep(secret: string, code: string, now: Date): number | null {
  const current = getTotpStep(now);
  const typed = Buffer.from(code.padEnd(TOTP_SETTINGS.digits, ' ').slice(0, TOTP_SETTINGS.digits));
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(getTotpCode(secret, step)), typed)) matched = step;
  }
  return matched;
}
