import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

// Wrap the real verifier so the test sees each hash the sign-in checks, and still gets real results.
const verified = vi.hoisted(() => [] as { hash: string; password: string }[]);
vi.mock('../src/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/auth/password')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      verified.push({ hash, password });
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  verified.length = 0;
});

/**
 * An unknown username must cost the same work as a known one, so response time does not tell which
 * usernames exist. Proven by structure, not by a stopwatch: both paths run exactly one argon2id
 * verification with the same parameters. (The timing itself is measured by `npm run bench`.)
 */
describe('POST /api/token does the same work for unknown and known usernames', () => {
  const argon2Parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');

  it('verifies one argon2id hash of the same cost for each', async () => {
    await postToken(t.app, 'walter', 'wrong-password-1', 2);
    await postToken(t.app, 'no-such-person', 'wrong-password-1', 2);
    expect(verified).toHaveLength(2);
    const [known, unknown] = verified;
    expect(known?.password).toBe('wrong-password-1');
    expect(unknown?.password).toBe('wrong-password-1');
    expect(unknown?.hash).toMatch(/^\$argon2id\$/);
    expect(argon2Parameters(unknown?.hash ?? '')).toBe(argon2Parameters(known?.hash ?? ''));
    expect(unknown?.hash).not.toBe(known?.hash);
  });

  it('still verifies for an unknown username that is locked out', async () => {
    for (let attempt = 0; attempt < 6; attempt++) await postToken(t.app, 'ghost-user', 'wrong-password-1', 2);
    expect(verified).toHaveLength(6);
  });
});
