import { getPagerPages, PAGER_TEXTS } from '@dash/domain';

interface PagerProps {
  /** The current page, 0-based as the paged calls count (document 2 §7). */
  readonly page: number;
  readonly size: number;
  /** Every element over all pages (totalElements). */
  readonly total: number;
  readonly onChange: (page: number) => void;
  /** Names the navigation region when a page has more than one pager. */
  readonly label?: string;
}

/**
 * The pager of every paged list: previous, the page numbers (the current one marked for assistive
 * technology) and next, in a named navigation region, with the range shown. Nothing when one page holds all.
 */
export function Pager({ page, size, total, onChange, label = PAGER_TEXTS.navigation }: PagerProps) {
  const totalPages = Math.ceil(total / size);
  if (totalPages <= 1) return null;
  const from = page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__range" aria-live="polite">
        {PAGER_TEXTS.showing(from, to, total)}
      </p>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="button pager__step"
            disabled={page <= 0}
            onClick={() => onChange(page - 1)}
          >
            {PAGER_TEXTS.previous}
          </button>
        </li>
        {getPagerPages(page, totalPages).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className="button pager__page"
                aria-label={PAGER_TEXTS.page(number + 1)}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onChange(number)}
              >
                {number + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="button pager__step"
            disabled={page >= totalPages - 1}
            onClick={() => onChange(page + 1)}
          >
            {PAGER_TEXTS.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
