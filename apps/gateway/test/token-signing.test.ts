import type { TokenClaims } from '@dash/domain/api';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, signToken, verifyToken } from '../src/auth/tokens';

// Decision 069: HS256 moved from jose to fast-jwt. A token is a token: the old build's verify the new,
// the new verify with jose, and what jose refused is still refused.
const ISSUER = 'member-dashboard-gateway';
const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!!');
const otherSecret = new TextEncoder().encode('another-secret-of-thirty-two-bytes');
const claims: TokenClaims = {
  memberKey: 'M-1',
  role: 'member',
  issuedByRole: null,
  sid: 'session-1',
  kind: 'session',
  domainId: 1,
};
const inAnHour = () => new Date(Date.now() + 3_600_000);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token as the build before decision 069 signed it (jose). */
function signWithJose(options: { issuer?: string; expiresAt?: Date; key?: Uint8Array } = {}) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(seconds(options.expiresAt ?? inAnHour()))
    .sign(options.key ?? secret);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens (HS256)', () => {
  it('verifies a token the jose build signed', async () => {
    expect(verifyToken(await signWithJose(), secret)).toEqual(claims);
  });

  it('signs a token jose verifies, with the same claims, issuer and expiry', async () => {
    const expiresAt = inAnHour();
    const { payload, protectedHeader } = await jwtVerify(signToken(claims, expiresAt, secret), secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ ...claims, iss: ISSUER, exp: seconds(expiresAt) });
    expect(payload.iat).toBeTypeOf('number');
  });

  it('keeps the pending second factor', () => {
    const pending = { ...claims, kind: 'temporary' as const, pendingStep: 'mfa' as const };
    expect(verifyToken(signToken(pending, inAnHour(), secret), secret)).toEqual(pending);
  });

  it('refuses a token signed with another secret, by either library', async () => {
    expect(verifyToken(signToken(claims, inAnHour(), otherSecret), secret)).toBeNull();
    expect(verifyToken(await signWithJose({ key: otherSecret }), secret)).toBeNull();
  });

  it('refuses a token of another issuer', async () => {
    expect(verifyToken(await signWithJose({ issuer: 'someone-else' }), secret)).toBeNull();
  });

  it('refuses an expired token, from the second of its expiry on, as jose did', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiresAt = new Date('2026-11-29T12:00:00.000Z');
    vi.setSystemTime(new Date(expiresAt.getTime() - 60_000));
    const token = signToken(claims, expiresAt, secret);
    const fromJose = await signWithJose({ expiresAt });
    vi.setSystemTime(new Date(expiresAt.getTime() - 1));
    expect(verifyToken(token, secret)).toEqual(claims);
    vi.setSystemTime(expiresAt);
    expect(verifyToken(token, secret)).toBeNull();
    expect(verifyToken(fromJose, secret)).toBeNull();
    await expect(jwtVerify(token, secret, { issuer: ISSUER })).rejects.toThrow();
  });

  it('refuses an unsigned token (alg none) and one with no expiry', async () => {
    const payload = { ...claims, iss: ISSUER, exp: seconds(inAnHour()) };
    expect(
      verifyToken(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`, secret),
    ).toBeNull();
    const noExpiry = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .sign(secret);
    expect(verifyToken(noExpiry, secret)).toBeNull();
  });

  it('refuses a token whose claims are not ours', async () => {
    const token = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setExpirationTime(seconds(inAnHour()))
      .sign(secret);
    expect(verifyToken(token, secret)).toBeNull();
  });

  it('the auth guard’s verifier refuses a remembered token once it expires', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiresAt = new Date('2026-11-29T12:00:00.000Z');
    vi.setSystemTime(new Date(expiresAt.getTime() - 60_000));
    const verify = createTokenVerifier(secret);
    const token = signToken(claims, expiresAt, secret);
    expect(verify(token)).toEqual(claims);
    vi.setSystemTime(expiresAt);
    expect(verify(token)).toBeNull();
  });
});
