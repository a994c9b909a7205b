import { searchQueryOf } from '../search-query-params';
import { DIRECTORY_INCLUDES, DIRECTORY_SEARCH_PARAMS } from './directory-capability-statement';

type DirectoryType = keyof typeof DIRECTORY_SEARCH_PARAMS;

/**
 * A directory search's query (issue 38 §2), one schema a type, derived from the parameters the
 * capability statement declares: those, their string modifiers, `_include` where the type has one,
 * and the common `_count`, `_offset` and `_format`; any other parameter is refused (an app must not
 * believe a filter was applied). Values' meaning (a point near, a count's bound) is the service's.
 */
function directoryQueryOf(type: DirectoryType) {
  const declared: Readonly<Record<string, string>> = DIRECTORY_SEARCH_PARAMS[type];
  const names = Object.keys(declared);
  // String parameters take `:contains` and `:exact` too (FHIR R4 string search).
  const modified = names
    .filter((name) => declared[name] === 'string')
    .flatMap((name) => [`${name}:contains`, `${name}:exact`]);
  const includes = type in DIRECTORY_INCLUDES ? ['_include'] : [];
  return searchQueryOf([...names, ...modified, ...includes]);
}

export const DIRECTORY_QUERIES = Object.fromEntries(
  (Object.keys(DIRECTORY_SEARCH_PARAMS) as DirectoryType[]).map((type) => [type, directoryQueryOf(type)]),
) as Record<DirectoryType, ReturnType<typeof directoryQueryOf>>;
