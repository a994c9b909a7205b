/** The words of the shared pager (apps/web/src/components/pager.tsx). */
export const PAGER_TEXTS = {
  navigation: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (number: number) => `Page ${number}`,
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
} as const;

/**
 * The page buttons a pager shows (0-based pages): the first, the last and up to two either side of
 * the current one; a gap (null) where pages are left out. Paged calls of document 2 §7, §9.
 */
export function getPagerPages(current: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 0; page < totalPages; page++) {
    const shown = page === 0 || page === totalPages - 1 || Math.abs(page - current) <= 2;
    if (shown) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
