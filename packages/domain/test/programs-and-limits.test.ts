import { describe, expect, it } from 'vitest';
import { getLimitProgress, isLimitValid, isMaximumShown, sortDentalLimits } from '../src/limits/limit-rules';
import { getFeaturedPrograms, getProgramTileName } from '../src/programs/featured-programs';

const program = (id: number, displayOrder: number, highPriority = true) => ({
  id,
  name: `Program ${id}`,
  displayOrder,
  highPriority,
});
const catalogue = [
  program(1, 7),
  program(2, 1),
  program(3, 3, false),
  program(4, 2),
  program(5, 6),
  program(6, 4),
  program(7, 5),
  program(8, 8),
  program(9, 0, false),
];

describe('featured programs (document 2 §6, §9)', () => {
  it.each([
    ['benefits: high priority, by displayOrder, at most 5', 'benefits', false, [2, 4, 6, 7, 5]],
    ['home: at most 6', 'home', false, [2, 4, 6, 7, 5, 1]],
    ['hidden for a termed member (benefits)', 'benefits', true, []],
    ['hidden for a termed member (home)', 'home', true, []],
  ] as const)('%s', (_name, context, termed, ids) => {
    expect(getFeaturedPrograms(catalogue, context, termed).map((p) => p.id)).toEqual(ids);
  });

  it('keeps fewer than the cap as they are', () => {
    expect(getFeaturedPrograms([program(1, 2), program(2, 1)], 'home', false).map((p) => p.id)).toEqual([
      2, 1,
    ]);
  });

  it.each([
    ['a short name', 'Find a dentist', 'Find a dentist'],
    ['exactly 55 characters', 'x'.repeat(55), 'x'.repeat(55)],
    ['56 characters: 54 and the ellipsis', 'x'.repeat(56), `${'x'.repeat(54)}…`],
    ['a long name', `${'a'.repeat(54)} tail of the name`, `${'a'.repeat(54)}…`],
    ['a cut that ends at a space', `${'a'.repeat(53)} tail of the name`, `${'a'.repeat(53)}…`],
    ['a 200-character name', 'y'.repeat(200), `${'y'.repeat(54)}…`],
  ])('tile name of %s', (_name, name, tile) => {
    expect(getProgramTileName(name)).toBe(tile);
    // Document 2 §9: the shown name, ellipsis included, is never longer than 55 characters.
    expect(getProgramTileName(name).length).toBeLessThanOrEqual(55);
  });
});

describe('limits (document 2 §5)', () => {
  it.each([
    ['all present', { total: 150000, totalMet: 30000, totalRemaining: 120000 }, true],
    ['nothing met yet', { total: 150000, totalMet: 0, totalRemaining: 150000 }, true],
    ['fully used', { total: 150000, totalMet: 150000, totalRemaining: 0 }, true],
    ['met and remaining both zero', { total: 150000, totalMet: 0, totalRemaining: 0 }, false],
    ['total absent', { total: null, totalMet: 0, totalRemaining: 10 }, false],
    ['met absent', { total: 10, totalMet: null, totalRemaining: 10 }, false],
    ['remaining absent', { total: 10, totalMet: 0, totalRemaining: null }, false],
  ])('%s → valid %s', (_name, limit, valid) => expect(isLimitValid(limit)).toBe(valid));

  it.each([
    [-1, false],
    [0, false],
    [null, false],
    [1, true],
    [200000, true],
  ])('maximum %s shown %s', (amount, shown) => expect(isMaximumShown(amount)).toBe(shown));

  it.each([
    [{ total: 150000, totalMet: 30000, totalRemaining: 120000 }, 20],
    [{ total: 150000, totalMet: 0, totalRemaining: 150000 }, 0],
    [{ total: 150000, totalMet: 150000, totalRemaining: 0 }, 100],
    [{ total: 0, totalMet: 0, totalRemaining: 0 }, 0],
    [{ total: 3, totalMet: 1, totalRemaining: 2 }, 100 / 3],
  ])('progress of %o is %d', (limit, percent) => expect(getLimitProgress(limit)).toBeCloseTo(percent, 10));

  it('sorts dental limits: Annual Limit, then Deductible - In Network, then the others in order', () => {
    const limits = [
      'Orthodontia Lifetime',
      'Deductible - In Network',
      'Deductible - Out of Network',
      'Annual Limit',
    ].map((limitType) => ({ limitType }));
    expect(sortDentalLimits(limits).map((l) => l.limitType)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Orthodontia Lifetime',
      'Deductible - Out of Network',
    ]);
  });
});
