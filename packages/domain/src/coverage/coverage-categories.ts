/**
 * The benefit categories of eligibility, in their display order (document 2 §3 "Benefit
 * categories", §6: Medical 1, Dental 2, Vision 3, Pharmacy 4). The one list every layer reads:
 * the tables hold the lower-case key, the API and the screens show the label.
 */
export const COVERAGE_CATEGORIES = ['medical', 'dental', 'vision', 'pharmacy'] as const;
export type CoverageCategory = (typeof COVERAGE_CATEGORIES)[number];

/** Each category as the API spells it and a screen shows it. */
export const COVERAGE_CATEGORY_LABELS = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
} as const satisfies Record<CoverageCategory, string>;
export type CoverageCategoryLabel = (typeof COVERAGE_CATEGORY_LABELS)[CoverageCategory];

/** The labels in display order, for the API's enum. */
export const COVERAGE_CATEGORY_LABEL_LIST = COVERAGE_CATEGORIES.map(
  (category) => COVERAGE_CATEGORY_LABELS[category],
) as [CoverageCategoryLabel, ...CoverageCategoryLabel[]];
