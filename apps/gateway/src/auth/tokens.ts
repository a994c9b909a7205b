import { TokenClaims } from '@dash/domain/api';
import { createSigner, createVerifier } from 'fast-jwt';

const ISSUER = 'member-dashboard-gateway';

type Sign = (payload: Record<string, unknown>) => string;
type Verify = (token: string) => Record<string, unknown>;

/**
 * HS256 through fast-jwt: node:crypto's HMAC on the calling thread. jose signs with WebCrypto, a job
 * on libuv's pool, where each HMAC waited behind the argon2id hashes of the sign-ins (decision 069).
 * The signer and verifier are made once per secret; the verifier keeps no cache of its own.
 */
const engines = new WeakMap<Uint8Array, { sign: Sign; verify: Verify }>();
function getEngine(secret: Uint8Array) {
  let engine = engines.get(secret);
  if (!engine) {
    const key = Buffer.from(secret);
    engine = {
      sign: createSigner({ key, algorithm: 'HS256', iss: ISSUER }),
      verify: createVerifier({
        key,
        algorithms: ['HS256'],
        allowedIss: ISSUER,
        requiredClaims: ['exp', 'iss'],
      }),
    };
    engines.set(secret, engine);
  }
  return engine;
}

/** Signs the claims of document 1 §3 plus the revocable session id (HS256). */
export function signToken(claims: TokenClaims, expiresAt: Date, secret: Uint8Array): string {
  return getEngine(secret).sign({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) });
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export function verifyToken(token: string, secret: Uint8Array): TokenClaims | null {
  return verifyTokenUntil(token, secret)?.claims ?? null;
}

/** As verifyToken, with the time (ms since the epoch) the token stops being valid. */
export function verifyTokenUntil(
  token: string,
  secret: Uint8Array,
): { claims: TokenClaims; expiresAtMs: number } | null {
  let payload: Record<string, unknown>;
  try {
    payload = getEngine(secret).verify(token);
  } catch {
    return null;
  }
  const claims = TokenClaims.safeParse(payload);
  if (!claims.success || typeof payload.exp !== 'number') return null;
  const expiresAtMs = payload.exp * 1000;
  // fast-jwt still accepts a token in the very millisecond of its exp; jose did not, nor do we.
  if (Date.now() >= expiresAtMs) return null;
  return { claims: claims.data, expiresAtMs };
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
  return (token: string): TokenClaims | null => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
    }
    const result = verifyTokenUntil(token, secret);
    if (!result) return null;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, result);
    return result.claims;
  };
}
