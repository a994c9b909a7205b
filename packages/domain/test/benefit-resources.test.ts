import { describe, expect, it } from 'vitest';
import {
  BENEFIT_CATEGORIES,
  getBenefitCategoryOrder,
  groupProgramsByCategory,
  sortByBenefitCategory,
} from '../src/benefit-resources/benefit-category-order';
import { type DomainId, MEDICARE_ADVANTAGE, PARTNER } from '../src/brands/domain-ids';
import { getBenefitsMenu, offersProgramsAndHandbooks } from '../src/navigation/benefits-menu';
import { getFeaturedPrograms } from '../src/programs/featured-programs';

/** Document 2 §6's display order, word for word: the one table the order tests read. */
const DISPLAY_ORDER = [
  ['Summary', 1],
  ['Medical', 1],
  ['Dental', 2],
  ['Vision', 3],
  ['Pharmacy', 4],
  ['Programs', 5],
  ['Referrals', 6],
  ['Member Handbooks', 7],
  ['Certificate of Coverage', 8],
  ['Medicare Materials', 9],
  ['Prior Authorization', 10],
  ['None', 11],
  ['Something else', 11],
] as const;

describe('benefit category display order (document 2 §6)', () => {
  it.each(DISPLAY_ORDER)('%s → %i', (category, order) => {
    expect(getBenefitCategoryOrder(category)).toBe(order);
  });

  it('sorts every category of document 2 §3 into that order; equal orders keep theirs', () => {
    const shuffled = [...BENEFIT_CATEGORIES].reverse();
    const sorted = sortByBenefitCategory(shuffled, (c) => c);
    const known = DISPLAY_ORDER.filter(([category]) => category !== 'Something else');
    expect(sorted.map(getBenefitCategoryOrder)).toEqual(known.map(([, order]) => order));
    expect(new Set(sorted)).toEqual(new Set(known.map(([category]) => category)));
    // Summary and Medical share 1: reversed in, they stay reversed.
    expect(sorted.slice(0, 2)).toEqual(['Medical', 'Summary']);
  });

  it('groups programs under their categories in display order (several: under each; none: None)', () => {
    const groups = groupProgramsByCategory([
      { id: 1, categories: ['Vision'] },
      { id: 2, categories: ['Medical', 'Pharmacy'] },
      { id: 3, categories: [] },
      { id: 4, categories: ['Dental'] },
      { id: 5, categories: ['Medical'] },
    ]);
    expect(groups.map((g) => [g.category, g.programs.map((p) => p.id)])).toEqual([
      ['Medical', [2, 5]],
      ['Dental', [4]],
      ['Vision', [1]],
      ['Pharmacy', [2]],
      ['None', [3]],
    ]);
  });
});

const MAIN_INSURER: DomainId = 1;
const base = {
  domainId: MAIN_INSURER,
  groupId: '10000001',
  activeCategories: ['medical', 'dental', 'vision', 'pharmacy'] as const,
  hasReferrals: true,
  hasCertificateOfCoverage: false,
  medicareMaterialsEligible: true,
};
/**
 * The main brand's full menu (every fact true), in the display order; each case names what it leaves
 * out. Its titles are the category names of document 2 §3 (BENEFIT_CATEGORIES, in the order tested above).
 */
const FULL_MENU: readonly string[] = BENEFIT_CATEGORIES.filter((c) => c !== 'Summary' && c !== 'None');
const REDUCED_MENU = ['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks', 'Medicare Materials'];
const without = (menu: readonly string[], ...left: string[]) => menu.filter((title) => !left.includes(title));
const titles = (facts: Parameters<typeof getBenefitsMenu>[0]) =>
  getBenefitsMenu(facts, new Date('2026-11-22T12:00:00Z')).map((item) => item.title);

describe('benefits menu (document 2 §1, §6)', () => {
  it.each([
    ['main brand, everything but a Certificate', base, without(FULL_MENU, 'Certificate of Coverage')],
    [
      'main brand, no referrals, no materials',
      { ...base, hasReferrals: false, medicareMaterialsEligible: false },
      without(FULL_MENU, 'Referrals', 'Certificate of Coverage', 'Medicare Materials'),
    ],
    [
      'main brand with a Certificate of Coverage: Certificate (8) after Handbooks (7)',
      { ...base, hasCertificateOfCoverage: true },
      FULL_MENU,
    ],
    [
      'reduced menu: no Certificate',
      { ...base, groupId: '10004760', hasCertificateOfCoverage: true },
      REDUCED_MENU,
    ],
    [
      'partner brand: no Programs, no Handbooks, no Certificate',
      {
        ...base,
        domainId: PARTNER,
        activeCategories: ['dental'] as const,
        hasCertificateOfCoverage: true,
        medicareMaterialsEligible: false,
      },
      ['Dental', 'Referrals', 'Prior Authorization'],
    ],
    ['group 10004760: reduced', { ...base, groupId: '10004760' }, REDUCED_MENU],
    [
      'group 10004760 without referrals or materials',
      { ...base, groupId: '10004760', hasReferrals: false, medicareMaterialsEligible: false },
      without(REDUCED_MENU, 'Referrals', 'Medicare Materials'),
    ],
    ['Medicare Advantage brand: reduced', { ...base, domainId: MEDICARE_ADVANTAGE }, REDUCED_MENU],
    [
      'Medicare Advantage brand, materials only',
      { ...base, domainId: MEDICARE_ADVANTAGE, hasReferrals: false },
      without(REDUCED_MENU, 'Referrals'),
    ],
  ])('%s', (_name, facts, expected) => {
    expect(titles(facts)).toEqual(expected);
  });

  it.each([
    [MAIN_INSURER, true],
    [MEDICARE_ADVANTAGE, true],
    [PARTNER, false],
  ] as const)('brand %i offers Programs and Handbooks: %s', (domainId, offered) => {
    expect(offersProgramsAndHandbooks(domainId)).toBe(offered);
  });

  it('the reduced menu’s summary is as of now', () => {
    const [summary] = getBenefitsMenu(
      { ...base, domainId: MEDICARE_ADVANTAGE },
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(summary?.route).toBe('/benefits/summary?asOfDate=2026-11-22');
  });
});

describe('featured programs in the benefits context (document 2 §6, §9)', () => {
  const programs = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    highPriority: i !== 2,
    displayOrder: 8 - i,
  }));
  it.each([
    ['at most 5, high priority, by displayOrder', false, [8, 7, 6, 5, 4]],
    ['none for a termed member', true, []],
  ] as const)('%s', (_name, termed, ids) => {
    expect(getFeaturedPrograms(programs, 'benefits', termed).map((p) => p.id)).toEqual(ids);
  });
});
