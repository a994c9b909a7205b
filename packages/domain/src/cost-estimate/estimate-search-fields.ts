import { z } from 'zod';
import { isPcpSearchRadius, PCP_SEARCH_MESSAGES, ZIP_PATTERN } from '../find-care/pcp-search-rules';
import { ESTIMATE_SORTS } from './service-search';

/** The service is 2 to 60 characters: a plain-language term or a billing code (issue 38 §1). */
export const ESTIMATE_TERM_MIN = 2;
export const ESTIMATE_TERM_MAX = 60;
export const ESTIMATE_PROVIDER_MAX = 50;
/** Matching services offered beside the one estimated. */
export const ESTIMATE_MATCH_LIMIT = 10;
/** Providers in the estimate's PDF (issue 38 §1: at most 20). */
export const ESTIMATE_PDF_PROVIDER_LIMIT = 20;

export const ESTIMATE_SEARCH_MESSAGES = {
  term: `Enter a service or a billing code of ${ESTIMATE_TERM_MIN} to ${ESTIMATE_TERM_MAX} characters.`,
  provider: `Enter no more than ${ESTIMATE_PROVIDER_MAX} characters.`,
  zip: PCP_SEARCH_MESSAGES.zip,
  radius: PCP_SEARCH_MESSAGES.radius,
  distanceNeedsZip: 'Enter a ZIP code to sort by distance.',
} as const;

/** The search's fields, shared by the form and the gateway's query (which adds the family member). */
export const ESTIMATE_SEARCH_SHAPE = {
  q: z
    .string()
    .trim()
    .min(ESTIMATE_TERM_MIN, ESTIMATE_SEARCH_MESSAGES.term)
    .max(ESTIMATE_TERM_MAX, ESTIMATE_SEARCH_MESSAGES.term),
  provider: z.string().trim().max(ESTIMATE_PROVIDER_MAX, ESTIMATE_SEARCH_MESSAGES.provider).default(''),
  zip: z
    .string()
    .trim()
    .refine((value) => value === '' || ZIP_PATTERN.test(value), ESTIMATE_SEARCH_MESSAGES.zip)
    .default(''),
  radius: z.coerce
    .number(ESTIMATE_SEARCH_MESSAGES.radius)
    .refine((value) => isPcpSearchRadius(value), ESTIMATE_SEARCH_MESSAGES.radius)
    .default(25),
  sort: z.enum(ESTIMATE_SORTS).default('cost'),
};

/** Sorting by distance needs a ZIP code to measure from. */
export const hasZipForSort = (fields: { readonly sort: string; readonly zip: string }) =>
  fields.sort !== 'distance' || fields.zip !== '';
export const DISTANCE_NEEDS_ZIP = { message: ESTIMATE_SEARCH_MESSAGES.distanceNeedsZip, path: ['zip'] };

/**
 * The estimator's search form (issue 38 §1), shared by the screen (react-hook-form resolver): the
 * service, and optionally a provider's name, a ZIP code with a distance, and the order.
 */
export const EstimateSearchFields = z.object(ESTIMATE_SEARCH_SHAPE).refine(hasZipForSort, DISTANCE_NEEDS_ZIP);
export type EstimateSearchFields = z.output<typeof EstimateSearchFields>;
