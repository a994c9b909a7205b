import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getLocale, setLocale } from '@/lib/i18n/locale';
import { clearSession } from '@/lib/session';
import { takeUnhandledRequests } from './fetch-mock';

// findBy and waitFor wait up to 10 s, not the default 1 s: a whole-app render loads lazy route chunks
// and their catalogues cold, which under the full parallel run on two shared cores can take seconds
// (CI at 7ecfd54d: a 401's move to /login, the login route's first import in its file, passed 5 s).
// A text that never comes still fails, within the test's 15 s; one that comes late no longer does.
configure({ asyncUtilTimeout: 10_000 });

// jsdom evaluates no media queries: a width query (the breakpoints) is answered from window.innerWidth
// at each read, as tests set it before they render; no other query matches.
class WidthQuery extends EventTarget {
  readonly onchange = null;
  readonly #minWidth: number;
  constructor(readonly media: string) {
    super();
    this.#minWidth = Number(/^\(min-width: (\d+)px\)$/.exec(media)?.[1] ?? Number.NaN);
  }
  get matches() {
    return window.innerWidth >= this.#minWidth;
  }
  addListener() {}
  removeListener() {}
}
window.matchMedia = (media: string) => new WidthQuery(media) as unknown as MediaQueryList;

// A console.error or a request no handler responds to fails the test (docs/style.md, tests by layer, 4).
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // A test that switched languages leaves the next one in English, as a new visitor starts.
  if (getLocale() !== 'en') await setLocale('en', { notify: false });
  localStorage.removeItem('dash.language');
  clearSession();
  // The tests of a file share one window: the analytics entries of one test's member are not the next one's.
  delete window.dataLayer;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = consoleErrors.map((args) => args.map(String).join(' '));
  const unhandled = takeUnhandledRequests();
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
  if (unhandled.length > 0) throw new Error(`requests without a handler:\n${unhandled.join('\n')}`);
});
