/** The radii a primary-care search offers, in miles (document 2 §5 "further rules": a fixed list). */
export const PCP_SEARCH_RADII = [5, 10, 25, 50, 100] as const;
export type PcpSearchRadius = (typeof PCP_SEARCH_RADII)[number];
export const DEFAULT_PCP_SEARCH_RADIUS: PcpSearchRadius = 10;

/** Results per page of pcp/search (document 2 §9: primary-care calls paginate by size and page). */
export const DEFAULT_PCP_PAGE_SIZE = 5;
export const MAX_PCP_PAGE_SIZE = 50;

/** The search text is optional; when given it is 2 to 50 characters (name, specialty or language). */
export const PCP_SEARCH_TEXT_MIN = 2;
export const PCP_SEARCH_TEXT_MAX = 50;

export const PCP_SEARCH_MESSAGES = {
  zip: 'Enter a 5-digit ZIP code.',
  radius: 'Choose a distance from the list.',
  searchTextShort: `Enter at least ${PCP_SEARCH_TEXT_MIN} characters, or leave the search text empty.`,
  searchTextLong: `Enter no more than ${PCP_SEARCH_TEXT_MAX} characters.`,
} as const;

/** A US ZIP code: exactly five digits. */
export const ZIP_PATTERN = /^\d{5}$/;

export function isPcpSearchRadius(value: number): value is PcpSearchRadius {
  return (PCP_SEARCH_RADII as readonly number[]).includes(value);
}
