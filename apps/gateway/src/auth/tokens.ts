import { TokenClaims } from '@dash/domain/api';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'member-dashboard-gateway';

/** Signs the claims of document 1 §3 plus the revocable session id (HS256). */
export function signToken(claims: TokenClaims, expiresAt: Date, secret: Uint8Array): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const claims = TokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
