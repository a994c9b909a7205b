import { PAGE_DATA_ID } from '@dash/domain';

let held: string | null = null;

/**
 * Takes the server-rendered page's responses out of the page at start (main.tsx), holding them only when they
 * are this session's (`keep`): nothing of them is left for a later sign-in in the same tab to read.
 */
export function keepPageData(keep: boolean): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  held = keep ? element.textContent : null;
}

/** Whether responses were held (the member area then loads the table of server-rendered pages to read them). */
export function hasPageData(): boolean {
  return held !== null;
}

/** The held responses, once (the member area seeds its query cache with them). */
export function takePageData(): string | null {
  const text = held;
  held = null;
  return text;
}
