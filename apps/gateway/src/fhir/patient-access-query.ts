import type { FhirReadType } from '@dash/domain';
import { SEARCH_PARAMS } from './capability-statement';
import { searchQueryOf } from './search-query-params';

/**
 * A Patient Access API search's query (issue 18), one schema a type, as the provider directory's
 * (plan-net/directory-query.ts): the parameters the capability statement declares for the type and
 * the common `_count`, `_offset` and `_format`, each value bounded; any other parameter is refused
 * before the grant's data is read. Values' meaning (a date's prefix, a claim type, a use) stays the
 * search's (services/fhir), which answers it with its own message.
 */
export const PATIENT_ACCESS_QUERIES = Object.fromEntries(
  (Object.keys(SEARCH_PARAMS) as FhirReadType[]).map((type) => [type, searchQueryOf(SEARCH_PARAMS[type])]),
) as Record<FhirReadType, ReturnType<typeof searchQueryOf>>;
