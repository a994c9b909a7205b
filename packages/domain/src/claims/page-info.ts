/** Page info of a paged answer, as referrals page (document 2 §3): number from 0, size, totals. */
export function getPageInfo(number: number, size: number, totalElements: number, numberOfElements: number) {
  const totalPages = Math.ceil(totalElements / size);
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
