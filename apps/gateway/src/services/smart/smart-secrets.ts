import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new code or token: 32 random bytes, base64url (256 bits, RFC 6749 §10.10). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a code or token: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** RFC 7636 §4.6: BASE64URL(SHA256(code_verifier)) must equal the challenge; compared in constant time. */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A client secret against its configured SHA-256, in constant time. */
export function verifyClientSecret(secret: string, sha256Hex: string): boolean {
  const computed = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(sha256Hex, 'hex');
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
