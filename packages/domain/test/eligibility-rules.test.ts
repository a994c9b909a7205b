import { describe, expect, it } from 'vitest';
import { type EligibilityStatus, getEligibilityStatus } from '../src/eligibility/eligibility-status';
import {
  type FamilyEligibilityRow,
  getFamilyRowState,
  isFamilyRowEligible,
  isTermedInFamilyRows,
  selectFamilyRows,
} from '../src/eligibility/family-rows';
import { isActiveOrFutureEligibility } from '../src/navigation/eligibility-presence';

const now = new Date('2026-11-22T15:00:00Z');

describe('category eligibility status (document 2 §4)', () => {
  const table: Array<[string, boolean, string | null, string | null, EligibilityStatus]> = [
    ['not eligible', false, '2020-01-01', null, 'Ineligible'],
    ['not eligible, dates in force', false, '2026-01-01', '2027-01-01', 'Ineligible'],
    ['effective tomorrow', true, '2026-11-23', null, 'Future'],
    ['effective next year, with an end', true, '2027-01-01', '2027-12-31', 'Future'],
    ['effective in the past, no termination', true, '2024-01-01', null, 'Active'],
    ['effective today (the day began before now)', true, '2026-11-22', null, 'Active'],
    ['termination later than now', true, '2024-01-01', '2026-11-23', 'Active'],
    ['termination today (the day began before now)', true, '2024-01-01', '2026-11-22', 'Termed'],
    ['terminated in the past', true, '2024-01-01', '2026-03-01', 'Termed'],
    ['eligible with no effective date', true, null, null, 'Termed'],
  ];
  it.each(table)('%s → %s', (_name, eligible, effectiveDate, terminationDate, status) => {
    const span = { eligible, effectiveDate, terminationDate };
    expect(getEligibilityStatus(span, now)).toBe(status);
    expect(isActiveOrFutureEligibility(span, now)).toBe(status === 'Active' || status === 'Future');
  });

  // Days are the plan's Pacific days: 1 December 05:00 UTC is still 30 November in Portland.
  it.each([
    ['2026-12-01T05:00:00Z', '2026-12-01', null, 'Future'],
    ['2026-12-01T09:00:00Z', '2026-12-01', null, 'Active'],
    ['2026-12-01T05:00:00Z', '2024-01-01', '2026-12-01', 'Active'],
    ['2026-12-01T09:00:00Z', '2024-01-01', '2026-12-01', 'Termed'],
  ] as const)('at %s, effective %s, terminated %s → %s', (at, effectiveDate, terminationDate, status) => {
    expect(getEligibilityStatus({ eligible: true, effectiveDate, terminationDate }, new Date(at))).toBe(
      status,
    );
  });
});

const row = (memberKey: string, productCategory: string, effectiveDate: string, termedDate: string | null) =>
  ({
    memberKey,
    suffix: 0,
    productCategory,
    source: 'GROUP',
    effectiveDate,
    termedDate,
  }) satisfies FamilyEligibilityRow;

describe('family eligibility rows (document 2 §4, §9)', () => {
  it.each([
    [
      'termedDate in the future, effectiveDate in the past',
      row('m', 'dental', '2025-01-01', '2027-01-01'),
      'active',
      true,
    ],
    ['no termedDate, effectiveDate in the past', row('m', 'dental', '2025-01-01', null), 'active', true],
    ['effectiveDate in the future', row('m', 'dental', '2026-12-01', null), 'future', true],
    ['termed a year ago', row('m', 'dental', '2020-01-01', '2025-11-22'), 'termed', true],
    ['termed exactly two years ago', row('m', 'dental', '2020-01-01', '2024-11-22'), 'termed', true],
    ['termed two years and a day ago', row('m', 'dental', '2020-01-01', '2024-11-21'), 'termed', false],
    ['termed today', row('m', 'dental', '2020-01-01', '2026-11-22'), 'termed', true],
  ] as const)('%s → %s, eligible %s', (_name, r, state, eligible) => {
    expect(getFamilyRowState(r, now)).toBe(state);
    expect(isFamilyRowEligible(r, now)).toBe(eligible);
  });

  it.each([
    [
      'the first active wins over future and termed',
      [
        row('a', 'dental', '2019-01-01', '2025-06-01'),
        row('a', 'dental', '2027-01-01', null),
        row('a', 'dental', '2025-06-02', null),
      ],
      '2025-06-02',
    ],
    [
      'without an active row, the first future',
      [
        row('a', 'dental', '2025-01-01', '2026-01-01'),
        row('a', 'dental', '2027-03-01', null),
        row('a', 'dental', '2027-01-01', null),
      ],
      '2027-01-01',
    ],
    [
      'without active or future, the first termed by effective date',
      [row('a', 'dental', '2025-06-01', '2025-12-31'), row('a', 'dental', '2025-01-01', '2025-05-31')],
      '2025-01-01',
    ],
    [
      'a termed row older than two years is not selected',
      [row('a', 'dental', '2019-01-01', '2020-01-01')],
      undefined,
    ],
  ])('%s', (_name, rows, effectiveDate) => {
    expect(selectFamilyRows(rows, now).get('a:dental')?.effectiveDate).toBe(effectiveDate);
  });

  it('selects per member and category', () => {
    const rows = [
      row('a', 'dental', '2025-01-01', null),
      row('a', 'vision', '2027-01-01', null),
      row('b', 'dental', '2024-01-01', '2025-01-01'),
    ];
    const selected = selectFamilyRows(rows, now);
    expect([...selected.keys()].sort()).toEqual(['a:dental', 'a:vision', 'b:dental']);
  });

  it.each([
    ['only termed rows', [row('a', 'dental', '2024-01-01', '2026-03-01')], true],
    ['an active row', [row('a', 'dental', '2024-01-01', null)], false],
    ['a future row', [row('a', 'dental', '2027-01-01', null)], false],
    ['another member active', [row('b', 'dental', '2024-01-01', null)], true],
  ])('a termed member has no active or future row: %s → %s', (_name, rows, termed) => {
    expect(isTermedInFamilyRows(rows, 'a', now)).toBe(termed);
  });
});
