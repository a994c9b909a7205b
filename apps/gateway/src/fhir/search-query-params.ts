import { z } from 'zod';

/** A value's length and how often a parameter may repeat: no search of ours needs more. */
const MAX_VALUE_LENGTH = 200;
const MAX_REPEATS = 20;

const Value = z.string().max(MAX_VALUE_LENGTH);

/** A parameter as Fastify's parser gives it: once a string, repeated an array (FHIR ANDs repeats). */
export const SearchParam = z.union([Value, z.array(Value).min(1).max(MAX_REPEATS)]).optional();

/**
 * The parameters every search of ours takes besides its own: `_count` and `_offset` as digits (their
 * bounds, at most 50 results, are pagingOf's in search-params.ts, with its message) and `_format`,
 * accepted and ignored (JSON only).
 */
export const COMMON_SEARCH_PARAMS = {
  _count: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .optional(),
  _offset: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .optional(),
  _format: Value.optional(),
};

/**
 * A search's query schema: the named parameters, each a SearchParam, and the common ones; any other
 * parameter is refused (an app must not believe a filter was applied), as a 400 OperationOutcome by
 * the one error handler (error-responses/fhir-error-response.ts).
 */
export function searchQueryOf(names: readonly string[]) {
  return z
    .object({
      ...Object.fromEntries(names.map((name) => [name, SearchParam])),
      ...COMMON_SEARCH_PARAMS,
    })
    .strict();
}
