import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  canSeeEobs,
  getClaimCategoryLabel,
  getClaimsScope,
  getEarliestHistoryDate,
  validateHistoryDateRange,
} from '../src/claims/claim-rules';
import { getClaimsMenu, getClaimsTitle } from '../src/navigation/claims-menu';

describe('claim status and category labels', () => {
  it.each([
    ['received', 'Received'],
    ['processing', 'Processing'],
    ['paid', 'Paid'],
    ['denied', 'Denied'],
  ] as const)('%s → %s', (status, label) => expect(CLAIM_STATUS_LABELS[status]).toBe(label));

  it('has exactly the four statuses', () => expect(CLAIM_STATUSES).toHaveLength(4));

  it.each([
    ['medical', 'Medical'],
    ['dental', 'Dental'],
    ['vision', 'Vision'],
    ['pharmacy', 'Pharmacy'],
  ] as const)('category %s → %s', (category, label) => expect(getClaimCategoryLabel(category)).toBe(label));
});

describe('who sees what (document 2 §6; docs/security.md)', () => {
  it.each([
    [0, 'family', true],
    [1, 'own', false],
    [2, 'own', false],
  ] as const)('suffix %i reads %s claims, EOBs %s', (suffix, scope, eobs) => {
    expect(getClaimsScope(suffix)).toBe(scope);
    expect(canSeeEobs(suffix)).toBe(eobs);
  });

  it.each([
    [0, [37], 'Claims/EOBs', ['Claims', 'EOBs', 'Pharmacy']],
    [0, [], 'Claims/EOBs', ['Claims', 'EOBs']],
    [1, [37], 'Claims', ['Claims', 'Pharmacy']],
    [2, [], 'Claims', ['Claims']],
  ] as const)('suffix %i, programs %j: label %s, submenu %j', (suffix, programIds, title, menu) => {
    expect(getClaimsTitle(suffix)).toBe(title);
    expect(getClaimsMenu({ memberSuffix: suffix, programIds: [...programIds] }).map((m) => m.title)).toEqual(
      menu,
    );
  });
});

describe('history date range (document 2 §5)', () => {
  const today = '2026-11-22';

  it('earliest date is two years ago', () => expect(getEarliestHistoryDate(today)).toBe('2024-11-22'));

  it.each([
    [{}, null],
    [{ startDate: '2024-11-22' }, null], // two years ago at midnight is allowed
    [{ startDate: '2024-11-21' }, 'dateRangeInvalid'],
    [{ startDate: '2025-01-01', endDate: '2025-06-30' }, null],
    [{ startDate: '2025-06-30', endDate: '2025-01-01' }, 'dateRangeInvalid'], // end before start
    [{ startDate: '2025-06-30', endDate: '2025-06-30' }, 'dateRangeInvalid'], // end must be after start
    [{ endDate: '2025-06-30' }, null], // open start: the earliest day
    [{ endDate: '2024-11-22' }, 'dateRangeInvalid'], // not after the earliest start
    [{ startDate: '2023-01-01', endDate: '2025-06-30' }, 'dateRangeInvalid'],
  ])('%j → %s', (range, error) => expect(validateHistoryDateRange(range, today)).toBe(error));
});
