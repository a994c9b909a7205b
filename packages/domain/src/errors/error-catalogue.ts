/** The error page catalogue by status (document 1 §8). Unknown statuses fall back to `generic`. */
export interface ErrorPageContent {
  readonly title: string;
  readonly code?: string;
  readonly withTips: boolean;
}

export const GENERIC_ERROR_TITLE = "Sorry, it looks like there's a problem.";

export const ERROR_PAGES: Readonly<Record<string, ErrorPageContent>> = {
  generic: { title: GENERIC_ERROR_TITLE, withTips: true },
  '1': { title: 'Temporarily unable to access resource. Please try again later.', withTips: false },
  '400': { title: GENERIC_ERROR_TITLE, code: 'Error code: 400 Bad request', withTips: true },
  '401': {
    title: "Sorry, but we aren't able to authenticate you.",
    code: 'Error code: 401 Unauthorized',
    withTips: false,
  },
  '403': {
    title: "Sorry, it looks like you don't have access to this page.",
    code: 'Error code: 403 Forbidden',
    withTips: false,
  },
  '404': {
    title: "Sorry, it looks like we can't find that page.",
    code: 'Error code: 404 Not found',
    withTips: false,
  },
  '408': {
    title: 'Sorry, this is taking longer than expected.',
    code: 'Error code: 408 Request time-out',
    withTips: true,
  },
  '500': {
    title: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    code: 'Error code: 500 Internal server error',
    withTips: true,
  },
  '502': { title: 'Sorry, something went wrong.', code: 'Error code: 502 Bad gateway', withTips: true },
  '503': {
    title: "Sorry, we're unable to handle your request at this time.",
    code: 'Error code: 503 Service unavailable',
    withTips: true,
  },
};

/** Tips shown on pages marked 'with tips' (document 1 §8). */
export const ERROR_PAGE_TIPS: readonly string[] = [
  'Reload the page (press F5 or Ctrl+F5, or Cmd+R on a Mac).',
  'Log out, then log in again.',
  'Come back later and try again.',
];

/** The shared generic error widget's five tips (document 1 §8). */
export const GENERIC_ERROR_WIDGET_TIPS: readonly string[] = [
  'Clear your browser cache and cookies.',
  'Reload the page.',
  'Check your internet connection, or consult your internet provider.',
  'Come back later and try again.',
  'Reboot your computer or mobile device.',
];

export function getErrorPage(status: string): ErrorPageContent {
  return ERROR_PAGES[status] ?? (ERROR_PAGES.generic as ErrorPageContent);
}
