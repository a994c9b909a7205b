import { describe, expect, it } from 'vitest';
import { MfaCode, MfaEnrolmentStart, MfaRecoveryCodes, TokenClaims, TokenResponse } from '../src/api';
import {
  classifyMfaCode,
  formatRecoveryCode,
  getExpiry,
  getTotpStep,
  isEmailCodeUsable,
  isTotpStepAcceptable,
  maskEmailAddress,
  normalizeMfaCode,
  RECOVERY_CODE_ALPHABET,
} from '../src/mfa/mfa-rules';
import { MFA_SERVER_MESSAGES } from '../src/mfa/mfa-texts';
import { getPendingSignInStep, type SignInFacts } from '../src/routing/next-step-after-login';

const at = (iso: string) => new Date(iso);

describe('TOTP time step (RFC 6238: T = floor(unix seconds / 30))', () => {
  it.each([
    ['1970-01-01T00:00:00.000Z', 0],
    ['1970-01-01T00:00:29.999Z', 0],
    ['1970-01-01T00:00:30.000Z', 1],
    // RFC 6238 appendix B test times.
    ['1970-01-01T00:00:59.000Z', 1],
    ['2005-03-18T01:58:29.000Z', 37037036],
    ['2005-03-18T01:58:31.000Z', 37037037],
    ['2033-05-18T03:33:20.000Z', 66666666],
  ])('%s → step %i', (iso, step) => {
    expect(getTotpStep(at(iso))).toBe(step);
  });
});

describe('a TOTP step is single use: only a step later than the last one used is accepted', () => {
  it.each([
    [100, null, true],
    [100, 99, true],
    [100, 100, false],
    [99, 100, false],
    [101, 100, true],
  ] as const)('step %i after last used %s → %s', (matched, last, accepted) => {
    expect(isTotpStepAcceptable(matched, last)).toBe(accepted);
  });
});

describe('an e-mailed code works once and for 10 minutes', () => {
  const createdAt = at('2026-11-25T10:00:00.000Z');
  const expiresAt = getExpiry(createdAt, 10);
  it.each([
    ['unused, a minute later', null, '2026-11-25T10:01:00.000Z', true],
    ['unused, just before the end', null, '2026-11-25T10:09:59.999Z', true],
    ['unused, at the end', null, '2026-11-25T10:10:00.000Z', false],
    ['used', '2026-11-25T10:00:30.000Z', '2026-11-25T10:01:00.000Z', false],
  ] as const)('%s → %s', (_name, usedAt, now, usable) => {
    expect(isEmailCodeUsable({ expiresAt, usedAt: usedAt ? at(usedAt) : null }, at(now))).toBe(usable);
  });
});

describe('what a typed code is', () => {
  it.each([
    ['123456', 'one-time'],
    [' 123 456 ', 'one-time'],
    ['12345', null],
    ['1234567', null],
    ['abcde-fghjk', 'recovery'],
    ['ABCDE FGHJK', 'recovery'],
    ['abcdefghjk', 'recovery'],
    // Look-alikes are not in the alphabet, so a code with them is no recovery code.
    ['abcde-fghj0', null],
    ['abcde-fghjl', null],
    ['', null],
    ["' or 1=1 --", null],
  ] as const)('%j → %s', (input, kind) => {
    expect(classifyMfaCode(input)).toBe(kind);
  });

  it('normalizes spaces, hyphens and case, and shows recovery codes in two groups of five', () => {
    expect(normalizeMfaCode(' AbCdE-fGhJk ')).toBe('abcdefghjk');
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });
});

describe('the address an e-mailed code went to is masked', () => {
  it.each([
    ['alex@example.com', 'a***@example.com'],
    ['x@y.org', 'x***@y.org'],
    ['no-at-sign', '***'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmailAddress(address)).toBe(masked);
  });
});

describe('the second factor comes before every post-login step (document 1 §4, issue 15)', () => {
  const facts: SignInFacts = {
    domainId: 1,
    claims: { memberKey: 'm1', role: 'member', issuedByRole: null },
    groups: [],
    chosenGroupId: null,
    preferences: { emailAddress: null },
    relevantPreferences: [],
    communicationPolicySigned: false,
    accountStatus: 'INI',
  };
  it.each([
    ['pending, with preferences and password still to do', { mfaPending: true }, 'mfa'],
    ['pending on the partner brand', { mfaPending: true, domainId: 5 as const }, 'mfa'],
    ['answered: the next step', { mfaPending: false }, 'update-preferences'],
    ['not enrolled: the next step', {}, 'update-preferences'],
  ] as const)('%s → %s', (_name, change, step) => {
    expect(getPendingSignInStep({ ...facts, ...change })).toBe(step);
  });
});

describe('the contract', () => {
  it.each([
    [MfaCode, { code: '' }, false],
    [MfaCode, { code: '123456' }, true],
    [MfaCode, { code: 'x'.repeat(33) }, false],
    [MfaEnrolmentStart, { method: 'sms', password: 'x' }, false],
    [MfaEnrolmentStart, { method: 'totp', password: '' }, false],
    [MfaEnrolmentStart, { method: 'email', password: 'Welcome2026!' }, true],
    [MfaRecoveryCodes, { recoveryCodes: ['a'] }, false],
    [TokenResponse, { token: 't', redirect: null }, true],
    [TokenResponse, { token: 't', redirect: null, mfa: 'totp' }, true],
    [TokenResponse, { token: 't', redirect: null, mfa: 'sms' }, false],
    [
      TokenClaims,
      {
        memberKey: null,
        role: 'member',
        issuedByRole: null,
        sid: 's',
        kind: 'temporary',
        domainId: 1,
        pendingStep: 'mfa',
      },
      true,
    ],
    [
      TokenClaims,
      {
        memberKey: null,
        role: 'member',
        issuedByRole: null,
        sid: 's',
        kind: 'temporary',
        domainId: 1,
        pendingStep: 'other',
      },
      false,
    ],
  ] as const)('%#: parses %j → %s', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  it('says how many attempts are left in words', () => {
    expect(MFA_SERVER_MESSAGES.wrongCode(1)).toBe(
      'That code is not right. 1 attempt left before your account is locked.',
    );
    expect(MFA_SERVER_MESSAGES.wrongCode(3)).toBe(
      'That code is not right. 3 attempts left before your account is locked.',
    );
  });
});
