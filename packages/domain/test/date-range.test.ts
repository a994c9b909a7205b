import { describe, expect, it } from 'vitest';
import {
  getEarliestHistoryDay,
  getEarliestHistoryStart,
  isIsoDay,
  validateDayRange,
  validateHistoryRange,
} from '../src/benefits/date-range';
import { validateHistoryDateRange } from '../src/claims/claim-rules';

/**
 * The date-range rule (document 1 §5, document 2 §5), one implementation for the benefit history and
 * the claims and EOB filters: one table for the rule, one for the earliest day, one for its two callers.
 */
describe('the date-range rule (validateDayRange)', () => {
  const earliest = '2024-06-15';
  it.each([
    ['end after start', '2025-01-01', '2025-12-31', null, null],
    ['end equal to start', '2025-01-01', '2025-01-01', null, 'dateRangeInvalid'],
    ['end before start', '2025-12-31', '2025-01-01', null, 'dateRangeInvalid'],
    ['open end', '2025-01-01', null, earliest, null],
    ['without a start limit only the order counts', '2001-01-01', '2001-01-02', null, null],
    ['start exactly two years ago (midnight is allowed)', '2024-06-15', '2025-01-01', earliest, null],
    ['start the day before two years ago', '2024-06-14', '2025-01-01', earliest, 'startTooEarly'],
    ['too early and open end', '2023-01-01', null, earliest, 'startTooEarly'],
    ['not a date', '2025-02-30', '2025-12-31', null, 'dateInvalid'],
    ['wrong shape', '01/01/2025', '2025-12-31', null, 'dateInvalid'],
    ['year 0000', '0000-01-01', '2025-12-31', null, 'dateInvalid'],
    ['an end that is not a date', '2025-01-01', '2025-13-01', null, 'dateInvalid'],
  ] as const)('%s → %s', (_name, start, end, limit, error) => {
    expect(validateDayRange(start, end, limit)).toBe(error);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
  ])('isIsoDay(%s) → %s', (value, ok) => {
    expect(isIsoDay(value)).toBe(ok);
  });
});

describe('the earliest start: two years ago at midnight, on the plan’s day', () => {
  it.each([
    ['2026-11-22', '2024-11-22'],
    ['2026-06-15', '2024-06-15'],
    // 2026 has no 29 February: that midnight's day is 1 March.
    ['2028-02-29', '2026-03-01'],
  ])('from %s → %s', (today, earliest) => {
    expect(getEarliestHistoryDay(today)).toBe(earliest);
  });

  it.each([
    ['noon in Portland', '2026-06-15T19:00:00Z', '2024-06-15'],
    ['29 February, noon in Portland', '2028-02-29T20:00:00Z', '2026-03-01'],
    // 1 January 07:00 UTC is still 31 December in Portland.
    ['1 January 07:00 UTC', '2026-01-01T07:00:00Z', '2023-12-31'],
  ])('%s → %s', (_name, instant, earliest) => {
    expect(getEarliestHistoryStart(new Date(instant))).toBe(earliest);
  });
});

describe('its callers: the benefit history and the claims and EOB filters', () => {
  // 22 November 2026, noon in Portland.
  const now = new Date('2026-11-22T20:00:00Z');
  const today = '2026-11-22';
  it.each([
    ['history: a year', validateHistoryRange('2025-01-01', '2025-12-31', { now, limitStart: true }), null],
    [
      'history: too early',
      validateHistoryRange('2024-11-21', '2025-12-31', { now, limitStart: true }),
      'startTooEarly',
    ],
    ['history: no start limit asked', validateHistoryRange('2001-01-01', '2001-01-02'), null],
    ['claims: no dates', validateHistoryDateRange({}, today), null],
    ['claims: start two years ago', validateHistoryDateRange({ startDate: '2024-11-22' }, today), null],
    ['claims: too early', validateHistoryDateRange({ startDate: '2024-11-21' }, today), 'dateRangeInvalid'],
    [
      'claims: end before start',
      validateHistoryDateRange({ startDate: '2025-06-30', endDate: '2025-01-01' }, today),
      'dateRangeInvalid',
    ],
    [
      'claims: end equal to start',
      validateHistoryDateRange({ startDate: '2025-06-30', endDate: '2025-06-30' }, today),
      'dateRangeInvalid',
    ],
    ['claims: open start', validateHistoryDateRange({ endDate: '2025-06-30' }, today), null],
    [
      'claims: an end not after the earliest start',
      validateHistoryDateRange({ endDate: '2024-11-22' }, today),
      'dateRangeInvalid',
    ],
  ] as const)('%s → %s', (_name, answer, error) => {
    expect(answer).toBe(error);
  });
});
