import { expect, type Page, type Response } from '@playwright/test';

/**
 * A light page a member with a session is on before a client-side navigation: the digital communications
 * policy, a page without the member's shell, so the navigation loads the menus too (GET shell).
 */
export const WITHOUT_SHELL = '/digital-communications-policy';

/**
 * Opens `from` afresh and waits until React owns it (`#root[data-live]`): from here on a navigation in
 * the app is the router's, not the server's. Hold what the next page waits for after this.
 */
export async function startInApp(page: Page, from: string = WITHOUT_SHELL): Promise<void> {
  await page.goto(from);
  await expect(page.locator('#root[data-live]')).toBeAttached();
}

/**
 * Moves to `path` as the app's own links do (the router follows the history): a client-side navigation,
 * in which the browser renders the page and it shows its loading states while its data is on the way,
 * which a server-rendered page, sent with its data, never shows. The gateway renders nothing for it.
 */
export async function followInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (window.history.state ?? {}) as { idx?: number };
    const idx = (state.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `follow${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** What a response's HTML holds before any script: its headings' text, its links' addresses, its links' text. */
export interface SentPage {
  readonly html: string;
  readonly headings: readonly string[];
  readonly linkHrefs: readonly string[];
  readonly anchors: readonly string[];
}

/** The entities React writes in text. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};

/** Text as the browser shows it from HTML: tags (React's `<!-- -->` separators too) dropped, entities read. */
const shownText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads the HTML of `response`, the page the server sent before any script runs, whatever marks the
 * build puts on it: read here, not in the page, which may already be on its way elsewhere.
 */
export async function sentPage(response: Response | null): Promise<SentPage> {
  const html = (await response?.text()) ?? '';
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    html,
    headings: [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) =>
      shownText(match[2] ?? ''),
    ),
    linkHrefs: all(/<link\b[^>]*?\shref="([^"]*)"/g),
    anchors: all(/<a\b[^>]*>([\s\S]*?)<\/a>/g).map(shownText),
  };
}

/** The member's own page: their shell, with its Log out link, is in the response the server sent. */
export const isMembersPage = (sent: SentPage) => sent.anchors.includes('Log out');
