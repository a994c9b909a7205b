import { describe, expect, it } from 'vitest';
import {
  getWelcomeIdentifier,
  isPrimaryCareUpdateShown,
  SUBSCRIBER_ID_COPIED_MS,
} from '../src/home/home-rules';

describe('primary care administrative update banner (document 2 §2, §9)', () => {
  it.each([
    ['eligible, long before the last day', true, '2024-06-01T12:00:00Z', true],
    ['eligible, on 31 March 2025 (Pacific morning)', true, '2025-03-31T16:00:00Z', true],
    [
      'eligible, 31 March 2025 at 6 p.m. Pacific (already 1 April in UTC)',
      true,
      '2025-04-01T01:00:00Z',
      true,
    ],
    ['eligible, 31 March 2025 at 11:59 p.m. Pacific', true, '2025-04-01T06:59:59Z', true],
    ['eligible, 1 April 2025 at 00:00 Pacific', true, '2025-04-01T07:00:00Z', false],
    ['eligible, 1 April 2025 at 1 a.m. Pacific', true, '2025-04-01T08:00:00Z', false],
    ['eligible, today (2026)', true, '2026-11-22T12:00:00Z', false],
    ['not eligible, before the last day', false, '2025-01-01T12:00:00Z', false],
  ])('%s → %s', (_name, eligible, at, shown) => {
    expect(isPrimaryCareUpdateShown(eligible, new Date(at))).toBe(shown);
  });
});

describe('welcome banner identifier (document 2 §2)', () => {
  it.each([
    [
      'a member of local 598 sees the employee id',
      { employeeId: 'E5980417', local598: true },
      'employeeId',
      'E5980417',
    ],
    [
      'an employee not in local 598 sees the subscriber id',
      { employeeId: 'E1', local598: false },
      'subscriberId',
      'EV1000001',
    ],
    [
      'local 598 without an employee id falls back',
      { employeeId: null, local598: true },
      'subscriberId',
      'EV1000001',
    ],
    ['no employee information', null, 'subscriberId', 'EV1000001'],
  ] as const)('%s', (_name, employee, kind, value) => {
    expect(getWelcomeIdentifier('EV1000001', employee)).toEqual({ kind, value });
  });

  // The words themselves are the web catalogue's (features/home/locales/en.json), checked by its tests.
  it('confirms the copy for 5 seconds', () => {
    expect(SUBSCRIBER_ID_COPIED_MS).toBe(5000);
  });
});
