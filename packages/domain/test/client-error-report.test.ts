import { describe, expect, it } from 'vitest';
import { ClientErrorReport } from '../src/api/client-errors';
import {
  ERROR_REFERENCE_PATTERN,
  makeErrorReference,
  scrubClientErrorText,
  traceIdOfServerTiming,
  traceServerTiming,
} from '../src/errors/client-error-report';

const bytes = (values: number[]) => () => Uint8Array.from(values);

describe('error references (issue 36)', () => {
  it.each([
    ['the first letters', [0, 1, 2, 3, 4, 5, 6, 7], '2345-6789'],
    ['wraps past the alphabet', [31, 32, 33, 255, 30, 29, 8, 9], '2349-ZYAB'],
  ])('%s', (_name, values, expected) => {
    const reference = makeErrorReference(bytes(values));
    expect(reference).toBe(expected);
    expect(reference).toMatch(ERROR_REFERENCE_PATTERN);
  });

  it.each(['K7QM-3XWD', '2222-ZZZZ'])('%s is a reference', (reference) => {
    expect(reference).toMatch(ERROR_REFERENCE_PATTERN);
  });
  it.each(['K7QM3XWD', 'k7qm-3xwd', 'K7Q0-3XWD', 'K7QI-3XWD', 'K7QM-3XWD-1', ''])(
    '%j is not a reference (letters read aloud wrongly are left out)',
    (reference) => {
      expect(reference).not.toMatch(ERROR_REFERENCE_PATTERN);
    },
  );
});

describe('what of an error text is logged', () => {
  it.each([
    ['an e-mail address', 'no account for alex.smith@example.com', 'no account for [email]'],
    ['a member number', 'member 900123456 not found', 'member [number] not found'],
    ['a phone written as digits', 'call 5550301000', 'call [number]'],
    [
      'a query string',
      'GET /api/claims?suffix=1&startDate=2026-01-01 failed',
      'GET /api/claims?[query] failed',
    ],
    ['short numbers stay', 'status 404 at line 12:3', 'status 404 at line 12:3'],
    [
      'a plain message stays',
      "Cannot read properties of undefined (reading 'x')",
      "Cannot read properties of undefined (reading 'x')",
    ],
  ])('%s', (_name, text, logged) => {
    expect(scrubClientErrorText(text)).toBe(logged);
  });
});

const valid: ClientErrorReport = {
  kind: 'boundary',
  reference: 'K7QM-3XWD',
  name: 'TypeError',
  message: 'Failed to fetch dynamically imported module',
  stack: 'TypeError: ...',
  page: '/claims/:claimNumber',
  buildId: '2026.11.28-abc123',
  requestId: 'a1b2c3',
};

describe('POST client-errors body', () => {
  it('accepts a report', () => {
    expect(ClientErrorReport.safeParse(valid).success).toBe(true);
  });
  it('drops any field it does not name (a member number sent along never reaches the route)', () => {
    expect(ClientErrorReport.parse({ ...valid, memberId: '900123456' })).toEqual(valid);
  });
  it.each<[string, Record<string, unknown>]>([
    ['an address with a query in place of the route', { ...valid, page: '/claims?suffix=1' }],
    ['an unknown kind', { ...valid, kind: 'console' }],
    ['a made-up reference', { ...valid, reference: 'hello' }],
    ['a message past its limit', { ...valid, message: 'x'.repeat(1001) }],
    ['a stack past its limit', { ...valid, stack: 'x'.repeat(4001) }],
    ['a build id with spaces', { ...valid, buildId: 'a b' }],
  ])('refuses %s', (_name, body) => {
    expect(ClientErrorReport.safeParse(body).success).toBe(false);
  });
});

describe('the trace id in Server-Timing (issue 40 §2, decision 065)', () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const spanId = '00f067aa0ba902b7';

  it('is read back from the entry the gateway writes, among others', () => {
    expect(traceIdOfServerTiming(traceServerTiming(traceId, spanId))).toBe(traceId);
    expect(traceIdOfServerTiming(`cache;desc="hit", ${traceServerTiming(traceId, spanId)};dur=0`)).toBe(
      traceId,
    );
  });

  it('is null without the entry, or with a traceparent that is not one', () => {
    expect(traceIdOfServerTiming(null)).toBeNull();
    expect(traceIdOfServerTiming('db;dur=53')).toBeNull();
    expect(traceIdOfServerTiming('traceparent;desc="00-short-00f067aa0ba902b7-01"')).toBeNull();
    expect(traceIdOfServerTiming(`traceparent;desc="00-${'0'.repeat(32)}-${spanId}-01"`)).toBeNull();
    expect(traceIdOfServerTiming(`traceparent;desc="00-${traceId.toUpperCase()}-${spanId}-01"`)).toBeNull();
  });

  it('is what a report may carry, and nothing else', () => {
    const report = {
      kind: 'error',
      reference: 'K7QM-3XWD',
      name: 'Error',
      message: 'x',
      page: '/',
      buildId: 'dev',
    } as const;
    expect(ClientErrorReport.safeParse({ ...report, traceId }).success).toBe(true);
    expect(ClientErrorReport.safeParse({ ...report, traceId: 'not-a-trace' }).success).toBe(false);
  });
});
