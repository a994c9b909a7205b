/** Page info of a paged response, as referrals page (document 2 §3): number from 0, size, totals. */
export function getPageInfo(number: number, size: number, totalElements: number, numberOfElements: number) {
  const totalPages = getPageCount(totalElements, size);
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

/** Total pages for a total count and a page size (0 results: 0 pages). */
export function getPageCount(totalElements: number, size: number): number {
  return size <= 0 ? 0 : Math.ceil(totalElements / size);
}
