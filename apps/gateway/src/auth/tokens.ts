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
  try {
    const { payload } = await jwtVerify(token, await getKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const claims = TokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
