import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  canSeeEobs,
  getClaimCategoryLabel,
  getClaimsScope,
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
