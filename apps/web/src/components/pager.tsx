import { getPageCount } from '@dash/domain';
import { useId } from 'react';
import { componentTexts } from '@/components/texts';

interface PagerProps {
  /** The current page, counting from 0 (the API's page number). */
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly onChange: (page: number) => void;
  /** Names the navigation landmark ("Claims pages", "Pages of results"). */
  readonly label: string;
}

/**
 * Previous / next through a paged response (document 2 §3 page info), with "Page n of m" announced when
 * it changes; nothing is rendered for a single page. Buttons, not links: the list's owner keeps the page
 * (in the address or in state).
 */
export function Pager({ page, size, total, onChange, label }: PagerProps) {
  const statusId = useId();
  const t = componentTexts.useTexts();
  const pages = getPageCount(total, size);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 0), pages - 1);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={current === 0}
        aria-describedby={statusId}
        onClick={() => onChange(current - 1)}
      >
        {t('pager.previous')}
      </button>
      <span id={statusId} className="pager__status" aria-live="polite">
        {t('pager.status', { page: current + 1, pages })}
      </span>
      <button
        type="button"
        className="button"
        disabled={current >= pages - 1}
        aria-describedby={statusId}
        onClick={() => onChange(current + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
