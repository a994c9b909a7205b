import { getPageCount } from '@dash/domain';

interface PagerProps {
  /** The current page, counting from 0 (the API's page number). */
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages of results"). */
  readonly label: string;
}

/**
 * Previous / next paging of a paged answer (document 2 §3 page info): a labelled navigation with the
 * current page announced; nothing when everything fits on one page.
 */
export function Pager({ page, size, total, onChange, label }: PagerProps) {
  const pages = getPageCount(total, size);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        Previous page
      </button>
      <span className="pager__status" aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages - 1}
        onClick={() => onChange(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
