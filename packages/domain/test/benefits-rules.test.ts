import { describe, expect, it } from 'vitest';
import { getShownLimits, getShownMaximums } from '../src/benefits/benefit-limits';
import { isBenefitSummaryCategory } from '../src/benefits/benefits-texts';

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

describe('an address that names a benefit category with a summary page (document 2 §2)', () => {
  it.each([
    ['medical', true],
    ['dental', true],
    ['vision', true],
    ['pharmacy', true],
    ['Dental', false],
    ['hearing', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (category, expected) => {
    expect(isBenefitSummaryCategory(category)).toBe(expected);
  });
});
