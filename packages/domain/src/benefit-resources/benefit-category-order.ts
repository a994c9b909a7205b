/** The benefit categories of document 2 §3, as the menus and the programs page name them. */
export const BENEFIT_CATEGORIES = [
  'Summary',
  'Medical',
  'Dental',
  'Vision',
  'Pharmacy',
  'Programs',
  'Referrals',
  'Member Handbooks',
  'Certificate of Coverage',
  'Medicare Materials',
  'Prior Authorization',
  'None',
] as const;
export type BenefitCategory = (typeof BENEFIT_CATEGORIES)[number];

/**
 * Benefit category display order (document 2 §6): Summary and Medical 1, Dental 2, Vision 3,
 * Pharmacy 4, Programs 5, Referrals 6, Handbooks 7, Certificate 8, Medicare Materials 9,
 * Prior Authorization 10, None 11.
 */
export const BENEFIT_CATEGORY_ORDER: Readonly<Record<BenefitCategory, number>> = {
  Summary: 1,
  Medical: 1,
  Dental: 2,
  Vision: 3,
  Pharmacy: 4,
  Programs: 5,
  Referrals: 6,
  'Member Handbooks': 7,
  'Certificate of Coverage': 8,
  'Medicare Materials': 9,
  'Prior Authorization': 10,
  None: 11,
};

function isBenefitCategory(name: string): name is BenefitCategory {
  return (BENEFIT_CATEGORIES as readonly string[]).includes(name);
}

/** A category's display order (document 2 §6); a name outside the list sorts as None (11). */
export function getBenefitCategoryOrder(name: string): number {
  return isBenefitCategory(name) ? BENEFIT_CATEGORY_ORDER[name] : BENEFIT_CATEGORY_ORDER.None;
}

/** Items sorted by their category's display order (document 2 §6); equal orders keep their order. */
export function sortByBenefitCategory<T>(items: readonly T[], categoryOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, order: getBenefitCategoryOrder(categoryOf(item)) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Programs grouped under their categories in display order (document 2 §3, §6): a program with
 * several categories is listed under each; one with none under None.
 */
export function groupProgramsByCategory<T extends { readonly categories: readonly string[] }>(
  programs: readonly T[],
): { readonly category: string; readonly programs: readonly T[] }[] {
  const groups = new Map<string, T[]>();
  for (const program of programs) {
    const categories = program.categories.length > 0 ? program.categories : ['None'];
    for (const category of categories) groups.set(category, [...(groups.get(category) ?? []), program]);
  }
  return sortByBenefitCategory([...groups.entries()], ([category]) => category).map(([category, list]) => ({
    category,
    programs: list,
  }));
}
