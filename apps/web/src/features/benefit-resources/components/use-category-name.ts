import { BENEFIT_CATEGORIES, type BenefitCategory } from '@dash/domain';
import { useCallback } from 'react';
import { benefitResourcesTexts } from '../texts';

const isBenefitCategory = (name: string): name is BenefitCategory =>
  (BENEFIT_CATEGORIES as readonly string[]).includes(name);

/**
 * A program category in the language in use: the categories of document 2 §3 by their id ('Medical',
 * 'None'…), any other name from the database as it is.
 */
export function useCategoryName(): (category: string) => string {
  const t = benefitResourcesTexts.useTexts();
  return useCallback((category) => (isBenefitCategory(category) ? t(`category.${category}`) : category), [t]);
}
