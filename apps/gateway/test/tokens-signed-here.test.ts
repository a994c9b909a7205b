import { randomBytes } from 'node:crypto';
import type { TokenClaims } from '@dash/domain/api';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, signToken, verifyToken } from '../src/auth/tokens';

const CLAIMS: TokenClaims = {
  memberKey: 'M-1',
  role: 'member',
  issuedByRole: null,
  sid: 'session-1',
  kind: 'temporary',
  domainId: 1,
};
const inAMinute = () => new Date(Date.now() + 60_000);

afterEach(() => vi.restoreAllMocks());

// A sign-in's hooks and the session exchange read the token the sign-in just signed; each verified it
// again, an HMAC job on libuv's pool (docs/performance.md). A token signed here is known good.
describe('tokens this process signed', () => {
  it('are read back without an HMAC, with the claims a verification gives', async () => {
    const secret = randomBytes(32);
    const token = await signToken(CLAIMS, inAMinute(), secret);
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await verifyToken(token, secret)).toEqual(CLAIMS);
    expect(await createTokenVerifier(secret)(token)).toEqual(CLAIMS);
    expect(hmac).not.toHaveBeenCalled();
  });

  it('are verified as any other under another secret, and refused', async () => {
    const token = await signToken(CLAIMS, inAMinute(), randomBytes(32));
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await verifyToken(token, randomBytes(32))).toBeNull();
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('are refused once expired', async () => {
    const secret = randomBytes(32);
    const token = await signToken(CLAIMS, new Date(Date.now() + 1_000), secret);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_000);
    expect(await verifyToken(token, secret)).toBeNull();
  });

  it('leave a token signed elsewhere with the same secret to the HMAC, which accepts it', async () => {
    const secret = randomBytes(32);
    const elsewhere = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('member-dashboard-gateway')
      .setIssuedAt()
      .setExpirationTime('1 minute')
      .sign(secret);
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await verifyToken(elsewhere, secret)).toEqual(CLAIMS);
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});
