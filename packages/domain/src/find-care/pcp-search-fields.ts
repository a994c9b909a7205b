import { z } from 'zod';
import {
  isPcpSearchRadius,
  PCP_SEARCH_MESSAGES,
  PCP_SEARCH_TEXT_MAX,
  PCP_SEARCH_TEXT_MIN,
  ZIP_PATTERN,
} from './pcp-search-rules';

/**
 * The search form's rules, shared by the screen (react-hook-form resolver) and the gateway: zip is 5
 * digits, radius one of PCP_SEARCH_RADII, search text empty or 2 to 50 characters once trimmed.
 */
export const PcpSearchFields = z.object({
  zip: z.string().trim().regex(ZIP_PATTERN, PCP_SEARCH_MESSAGES.zip),
  radius: z.coerce
    .number(PCP_SEARCH_MESSAGES.radius)
    .refine((value) => isPcpSearchRadius(value), PCP_SEARCH_MESSAGES.radius),
  searchString: z
    .string()
    .trim()
    .max(PCP_SEARCH_TEXT_MAX, PCP_SEARCH_MESSAGES.searchTextLong)
    .refine(
      (value) => value === '' || value.length >= PCP_SEARCH_TEXT_MIN,
      PCP_SEARCH_MESSAGES.searchTextShort,
    ),
});
export type PcpSearchFields = z.output<typeof PcpSearchFields>;
