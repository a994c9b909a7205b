import { webcrypto } from 'node:crypto';
import { TokenClaims } from '@dash/domain/api';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'member-dashboard-gateway';

/** The secret as an HMAC key, imported once: jose would otherwise import it on every sign and verify. */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function getKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Signs the claims of document 1 §3 plus the revocable session id (HS256). */
export async function signToken(claims: TokenClaims, expiresAt: Date, secret: Uint8Array): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await getKey(secret));
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  return (await verifyTokenUntil(token, secret))?.claims ?? null;
}

/** As verifyToken, with the time (ms since the epoch) the token stops being valid. */
export async function verifyTokenUntil(
  token: string,
  secret: Uint8Array,
): Promise<{ claims: TokenClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await getKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const claims = TokenClaims.safeParse(payload);
    if (!claims.success || payload.exp === undefined) return null;
    return { claims: claims.data, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** Tokens remembered as verified at most; past it the oldest goes. */
const VERIFIED_TOKENS = 10_000;

/**
 * verifyToken for the auth guard, remembering tokens it verified: the same string needs no second
 * HMAC and claims parse (a CPU cost the loaded gateway's profile showed, docs/performance.md). Only a
 * signature that checked out is remembered, until the token's own expiry; revocation is the session
 * store's concern, checked on every request.
 */
export function createTokenVerifier(secret: Uint8Array, maxEntries = VERIFIED_TOKENS) {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
    }
    const result = await verifyTokenUntil(token, secret);
    if (!result) return null;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, result);
    return result.claims;
  };
}
