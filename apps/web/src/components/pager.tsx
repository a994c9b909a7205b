import { useId } from 'react';

interface PagerProps {
  /** The current page, from 0. */
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
  /** Names the navigation landmark ("Claims pages"). */
  readonly label: string;
}

/**
 * Previous / next through a paged list, with "Page n of m" announced when it changes. Nothing is drawn
 * for a single page. Buttons, not links: the page lives in the address the list owner writes.
 */
export function Pager({ page, size, total, onChange, label }: PagerProps) {
  const statusId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const current = Math.min(page, pages - 1);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={current === 0}
        aria-describedby={statusId}
        onClick={() => onChange(current - 1)}
      >
        Previous
      </button>
      <span id={statusId} className="pager__status" aria-live="polite">
        Page {current + 1} of {pages}
      </span>
      <button
        type="button"
        className="button"
        disabled={current >= pages - 1}
        aria-describedby={statusId}
        onClick={() => onChange(current + 1)}
      >
        Next
      </button>
    </nav>
  );
}
