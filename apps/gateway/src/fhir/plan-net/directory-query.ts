import { z } from 'zod';
import { DIRECTORY_INCLUDES, DIRECTORY_SEARCH_PARAMS } from './directory-capability-statement';

type DirectoryType = keyof typeof DIRECTORY_SEARCH_PARAMS;

/** A value's length and how often a parameter may repeat: no search of ours needs more. */
const MAX_VALUE_LENGTH = 200;
const MAX_REPEATS = 20;

const Value = z.string().max(MAX_VALUE_LENGTH);
/** A parameter as Fastify's parser gives it: once a string, repeated an array (FHIR ANDs repeats). */
const Param = z.union([Value, z.array(Value).min(1).max(MAX_REPEATS)]).optional();
const Digits = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .optional();

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
  const params = Object.fromEntries([...names, ...modified, ...includes].map((name) => [name, Param]));
  return z
    .object({
      ...params,
      // Their bounds (at most 50, FHIR_MAX_COUNT) are pagingOf's, with its message.
      _count: Digits,
      _offset: Digits,
      _format: Value.optional(),
    })
    .strict();
}

export const DIRECTORY_QUERIES = Object.fromEntries(
  (Object.keys(DIRECTORY_SEARCH_PARAMS) as DirectoryType[]).map((type) => [type, directoryQueryOf(type)]),
) as Record<DirectoryType, ReturnType<typeof directoryQueryOf>>;
