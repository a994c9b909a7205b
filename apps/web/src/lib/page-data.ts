import { PAGE_DATA_ID } from '@dash/domain';

let kept: string | null = null;

/**
 * Takes the drawn page's answers out of the page at start (main.tsx), keeping them only when they
 * are this session's (`keep`): nothing of them is left for a later sign-in in the same tab to read.
 */
export function keepPageData(keep: boolean): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  kept = keep ? element.textContent : null;
}

/** Whether answers were kept (the member area then loads the table of drawn pages to read them). */
export function hasPageData(): boolean {
  return kept !== null;
}

/** The kept answers, once (the member area seeds its query cache with them). */
export function takePageData(): string | null {
  const text = kept;
  kept = null;
  return text;
}
