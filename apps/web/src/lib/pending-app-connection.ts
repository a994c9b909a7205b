import { firstPagePaths } from '@/config/first-page-paths';

const KEY = 'dash:pending-app-connection';

/**
 * An app's authorization request waits here while the member signs in (issue 18): the consent page
 * saves its own address, the dashboard's usual sign-in runs (MFA and every mid-login step included),
 * and the finished sign-in goes back to it instead of home. Only a consent page address is kept, so
 * this can never send the member elsewhere.
 */
export function savePendingAppConnection(location: { pathname: string; search: string }): void {
  if (location.pathname !== firstPagePaths.connectApp) return;
  sessionStorage.setItem(KEY, `${location.pathname}${location.search}`);
}

/** The waiting consent page address, once; null when none waits. */
export function takePendingAppConnection(): string | null {
  const saved = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return saved?.startsWith(`${firstPagePaths.connectApp}?`) ? saved : null;
}
