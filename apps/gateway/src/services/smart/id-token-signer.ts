import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface IdTokenClaims {
  readonly issuer: string;
  readonly subject: string;
  readonly audience: string;
  /** The FHIR resource of the signed-in user (SMART `fhirUser`). */
  readonly fhirUser: string;
  readonly now: Date;
}

export interface IdTokenSigner {
  sign(claims: IdTokenClaims): Promise<string>;
  /** The public key set apps verify id tokens with (the smart-configuration's jwks_uri). */
  jwks(): Promise<{ keys: JWK[] }>;
}

/**
 * OpenID id tokens, RS256 with a key pair made when the gateway starts: public apps have no secret
 * to verify an HMAC with, and an id token is checked when it arrives, so a key that changes on
 * restart costs nothing (the JWKS always names the current key).
 */
export function createIdTokenSigner(): IdTokenSigner {
  const kid = `smart-${Date.now().toString(36)}`;
  const pair = generateKeyPair('RS256', { extractable: true });
  return {
    async sign(claims) {
      const { privateKey } = await pair;
      const issuedAt = Math.floor(claims.now.getTime() / 1000);
      return new SignJWT({ fhirUser: claims.fhirUser })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(claims.issuer)
        .setSubject(claims.subject)
        .setAudience(claims.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(privateKey);
    },
    async jwks() {
      const { publicKey } = await pair;
      const jwk = await exportJWK(publicKey);
      return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
    },
  };
}
