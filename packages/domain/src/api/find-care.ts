import { z } from 'zod';
import { PcpSearchFields } from '../find-care/pcp-search-fields';
import { MAX_PCP_PAGE_SIZE } from '../find-care/pcp-search-rules';
import { ProviderLocation } from './member-data';
import { PageInfo } from './page-info';
import { DigitsParam, Key } from './primitives';

/** Provider (document 2 §3): name, id, groupName, title, acceptingNewPatients, distance, specialty, languages, locations. */
export const Provider = z.object({
  id: z.string(),
  name: z.string(),
  groupName: z.string().nullable(),
  title: z.string().nullable(),
  acceptingNewPatients: z.boolean(),
  /** Miles from the searched ZIP code, one decimal; null outside a search (pcp/provider). */
  distance: z.number().nullable(),
  specialty: z.string().nullable(),
  languages: z.array(z.string()),
  locations: z.array(ProviderLocation),
});
export type Provider = z.infer<typeof Provider>;

/** POST pcp/search body (document 2 §7): the family members searched for, radius, zip and text. */
export const PcpSearchRequest = PcpSearchFields.extend({
  members: z.array(Key).min(1).max(20),
});
export type PcpSearchRequest = z.input<typeof PcpSearchRequest>;

/** POST pcp/search query: size and page (page counts from 0). */
export const PcpSearchPaging = z.object({
  page: DigitsParam.optional(),
  size: DigitsParam.pipe(z.number().int().min(1).max(MAX_PCP_PAGE_SIZE)).optional(),
});
export type PcpSearchPaging = z.input<typeof PcpSearchPaging>;

/** POST pcp/search response (document 2 §7): data and page. */
export const PcpSearchResponse = z.object({ data: z.array(Provider), page: PageInfo });
export type PcpSearchResponse = z.infer<typeof PcpSearchResponse>;

/** GET pcp/provider query (document 2 §7). */
export const PcpProviderQuery = z.object({ providerId: z.string().trim().min(1).max(40) });

/** POST pcp/select body (document 2 §7); effectiveDate is mm/dd/yyyy (document 2 §5). */
export const PcpSelectRequest = z.object({
  pcpSelectList: z
    .array(
      z.object({
        memberKey: Key,
        effectiveDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected mm/dd/yyyy.'),
      }),
    )
    .min(1)
    .max(20),
  providerId: z.string().trim().min(1).max(40),
  email: z.union([z.email().max(254), z.literal('')]).nullish(),
});
export type PcpSelectRequest = z.input<typeof PcpSelectRequest>;

/** POST pcp/select responds with text (document 2 §7). */
export const PcpSelectResponse = z.string();
