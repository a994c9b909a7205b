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

/** A token whose signature checked out (or that this process signed), with the claims it carries. */
interface KnownToken {
  readonly claims: TokenClaims;
  readonly expiresAtMs: number;
}

/**
 * Tokens this process signed, per secret, the newest kept: the sign-in's own hooks (audit,
 * session-client) read the token it just issued, and the session exchange presents it a moment later.
 * Each of those verified it again, an HMAC job on libuv's thread pool (the pool the password hashes
 * use) and a claims parse: three a sign-in, a fifth of the main thread's busy time under sign-ins
 * (docs/performance.md). A token signed here is good by construction; its expiry is still checked.
 */
const SIGNED_KEPT = 2_000;
const signedHere = new WeakMap<Uint8Array, Map<string, KnownToken>>();

function rememberSigned(secret: Uint8Array, token: string, known: KnownToken): void {
  let tokens = signedHere.get(secret);
  if (!tokens) {
    tokens = new Map();
    signedHere.set(secret, tokens);
  }
  if (tokens.size >= SIGNED_KEPT) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
  tokens.set(token, known);
}

/** Signs the claims of document 1 §3 plus the revocable session id (HS256). */
export async function signToken(claims: TokenClaims, expiresAt: Date, secret: Uint8Array): Promise<string> {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(await getKey(secret));
  // The claims as a verification would read them back (the schema's parse of the signed payload); a
  // payload it would refuse is not remembered, so it is refused as before.
  const parsed = TokenClaims.safeParse({ ...claims });
  if (parsed.success) rememberSigned(secret, token, { claims: parsed.data, expiresAtMs: exp * 1000 });
  return token;
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  return (await verifyTokenUntil(token, secret))?.claims ?? null;
}

/** As verifyToken, with the time (ms since the epoch) the token stops being valid. */
export async function verifyTokenUntil(token: string, secret: Uint8Array): Promise<KnownToken | null> {
  const signed = signedHere.get(secret)?.get(token);
  if (signed) return Date.now() < signed.expiresAtMs ? signed : null;
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
  const verified = new Map<string, KnownToken>();
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
