import type { CoverageCategory, CoverageCategoryLabel } from '@dash/domain';
import { useCallback } from 'react';
import { componentTexts } from './texts';

/**
 * A benefit category in the language in use, wherever a screen names one (home, ID cards, plan
 * management, claims, the plan table): the API spells it 'medical' or 'Medical', never translated.
 */
export function useCategoryName(): (category: CoverageCategory | CoverageCategoryLabel) => string {
  const t = componentTexts.useTexts();
  return useCallback((category) => t(`coverage.${category.toLowerCase() as CoverageCategory}`), [t]);
}
