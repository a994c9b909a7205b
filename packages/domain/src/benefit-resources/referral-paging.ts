/** Default and largest referral page size; the specification leaves the defaults open (document 2 §9). */
export const REFERRAL_PAGE_SIZE_DEFAULT = 10;
export const REFERRAL_PAGE_SIZE_MAX = 50;

/** The page-info fields of a paged answer (document 2 §3 "Referrals are paged"). */
export interface PageInfoFields {
  readonly first: boolean;
  readonly last: boolean;
  readonly empty: boolean;
  readonly number: number;
  readonly numberOfElements: number;
  readonly size: number;
  readonly totalElements: number;
  readonly totalPages: number;
}

/**
 * Page info for page `number` (0-based) of `size` over `totalElements` rows (document 2 §3, §9:
 * referral calls paginate by size and page). A page past the end is empty and last.
 */
export function getPageInfo(number: number, size: number, totalElements: number): PageInfoFields {
  const totalPages = Math.ceil(totalElements / size);
  const numberOfElements = Math.max(0, Math.min(size, totalElements - number * size));
  return {
    first: number === 0,
    last: number >= totalPages - 1,
    empty: numberOfElements === 0,
    number,
    numberOfElements,
    size,
    totalElements,
    totalPages,
  };
}
