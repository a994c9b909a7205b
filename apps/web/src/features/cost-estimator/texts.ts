import {
  ESTIMATE_PROVIDER_MAX,
  ESTIMATE_SEARCH_MESSAGES,
  ESTIMATE_TERM_MAX,
  ESTIMATE_TERM_MIN,
} from '@dash/domain';
import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

type CostEstimatorKey = keyof typeof english;

/** The cost estimator's words (issue 38 §1). */
export const costEstimatorTexts = defineCatalog<CostEstimatorKey>('cost-estimator', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await costEstimatorTexts.ready;

const SEARCH_ERROR_KEYS = {
  term: 'errorTerm',
  provider: 'errorProvider',
  zip: 'errorZip',
  radius: 'errorRadius',
  distanceNeedsZip: 'errorDistanceNeedsZip',
} as const satisfies Record<keyof typeof ESTIMATE_SEARCH_MESSAGES, CostEstimatorKey>;

/**
 * The search form's rule (EstimateSearchFields, shared with the gateway) responds in English; the
 * screen shows the same message from the catalogue, found by which rule message it is.
 */
export function searchErrorWords(
  t: (key: CostEstimatorKey, values?: Readonly<Record<string, string | number>>) => string,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const rule = (Object.keys(SEARCH_ERROR_KEYS) as (keyof typeof SEARCH_ERROR_KEYS)[]).find(
    (name) => ESTIMATE_SEARCH_MESSAGES[name] === message,
  );
  return rule
    ? t(SEARCH_ERROR_KEYS[rule], {
        min: ESTIMATE_TERM_MIN,
        max: rule === 'provider' ? ESTIMATE_PROVIDER_MAX : ESTIMATE_TERM_MAX,
      })
    : message;
}
