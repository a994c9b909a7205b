import { describe, expect, it } from 'vitest';
import { getShownLimits, getShownMaximums } from '../src/benefits/benefit-limits';
import { getEarliestHistoryStart, isIsoDay, validateHistoryRange } from '../src/benefits/date-range';

const limit = (
  limitType: string,
  figures: [number | null, number | null, number | null],
  productCategory = 'Dental',
) => ({ limitType, productCategory, total: figures[0], totalMet: figures[1], totalRemaining: figures[2] });

describe('limits shown on a category page (document 2 §5)', () => {
  it.each([
    ['all present', [1000, 200, 800], true],
    ['met and remaining both zero', [1000, 0, 0], false],
    ['met zero, remaining present', [1000, 0, 1000], true],
    ['total absent', [null, 200, 800], false],
    ['met absent', [1000, null, 800], false],
    ['remaining absent', [1000, 200, null], false],
  ] as const)('%s → shown %s', (_name, figures, shown) => {
    expect(getShownLimits([limit('Annual Limit', [...figures])], 'Dental')).toHaveLength(shown ? 1 : 0);
  });

  it('sorts dental limits Annual Limit, then Deductible - In Network, then the others in their order', () => {
    const limits = [
      limit('Orthodontia', [100, 1, 99]),
      limit('Deductible - In Network', [100, 1, 99]),
      limit('Deductible - Out of Network', [100, 1, 99]),
      limit('Annual Limit', [100, 1, 99]),
    ];
    expect(getShownLimits(limits, 'Dental').map((l) => l.limitType)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Orthodontia',
      'Deductible - Out of Network',
    ]);
  });

  it('keeps only the category asked for and leaves other categories in their order', () => {
    const limits = [
      limit('Visits', [100, 1, 99], 'Medical'),
      limit('Annual Limit', [100, 1, 99], 'Medical'),
      limit('Annual Limit', [100, 1, 99], 'Dental'),
    ];
    expect(getShownLimits(limits, 'Medical').map((l) => l.limitType)).toEqual(['Visits', 'Annual Limit']);
  });
});

describe('dental maximums shown (document 2 §5: -1 and 0 are ignored)', () => {
  it.each([
    ['individual amount', null, 150_000, true],
    ['family amount', 300_000, null, true],
    ['both -1', -1, -1, false],
    ['both 0', 0, 0, false],
    ['-1 and 0', -1, 0, false],
    ['both absent', null, null, false],
    ['0 family, real individual', 0, 50_000, true],
  ] as const)('%s → shown %s', (_name, familyAmount, indivAmount, shown) => {
    expect(getShownMaximums([{ familyAmount, indivAmount }])).toHaveLength(shown ? 1 : 0);
  });
});

describe('benefit history date range (document 2 §5)', () => {
  // 15 June 2026, 12:00 in Portland.
  const now = new Date('2026-06-15T19:00:00Z');

  it.each([
    ['end after start', '2025-01-01', '2025-12-31', null],
    ['end equal to start', '2025-01-01', '2025-01-01', 'dateRangeInvalid'],
    ['end before start', '2025-12-31', '2025-01-01', 'dateRangeInvalid'],
    ['start exactly two years ago', '2024-06-15', '2025-01-01', null],
    ['start the day before two years ago', '2024-06-14', '2025-01-01', 'startTooEarly'],
    ['not a date', '2025-02-30', '2025-12-31', 'dateInvalid'],
    ['wrong shape', '01/01/2025', '2025-12-31', 'dateInvalid'],
    ['year 0000', '0000-01-01', '2025-12-31', 'dateInvalid'],
  ] as const)('%s → %s', (_name, start, end, error) => {
    expect(validateHistoryRange(start, end, { now, limitStart: true })).toBe(error);
  });

  it('without the start limit only the order counts', () => {
    expect(validateHistoryRange('2001-01-01', '2001-01-02')).toBeNull();
  });

  it('the earliest start is the plan day two years back; 29 February falls to 1 March', () => {
    expect(getEarliestHistoryStart(now)).toBe('2024-06-15');
    // 29 February 2028, noon in Portland → 2026 has no 29 February.
    expect(getEarliestHistoryStart(new Date('2028-02-29T20:00:00Z'))).toBe('2026-03-01');
    // 1 January 07:00 UTC is still 31 December in Portland.
    expect(getEarliestHistoryStart(new Date('2026-01-01T07:00:00Z'))).toBe('2023-12-31');
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
