import { reportError } from './error-reports';

/** What browsers and Vite's preload helper say when a file of the build could not be loaded. */
const CHUNK_LOAD_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(message));
}

const RELOADED_AT_KEY = 'chunk_reload_at';
/** A file still missing after a fresh load is not reloaded for again within this time (no loop). */
const RELOAD_WINDOW_MS = 60_000;
/** How long the report of the failure may take before the page is loaded afresh anyway. */
const REPORT_WAIT_MS = 1_000;
let reloading = false;

/** Whether the page is being loaded afresh: a boundary then shows its spinner, not an error page. */
export function isReloading(): boolean {
  return reloading;
}

/** Whether a failed file would have the page loaded afresh: not when it was, within the last minute. */
export function canReload(): boolean {
  if (reloading) return true;
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  return !(last > 0 && Date.now() - last < RELOAD_WINDOW_MS);
}

/**
 * Loads the page afresh once when a file of the build failed to load (a dropped connection, a deploy
 * that replaced it), as Vite and React Router advise; the fresh page asks for every file again.
 * Returns false when the page was already loaded afresh for this within the last minute: the error
 * is then the boundary's to show.
 */
export function reloadOnce(error: unknown): boolean {
  if (reloading) return true;
  if (!canReload()) return false;
  reloading = true;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  const { sent } = reportError('error', error);
  const wait = new Promise<void>((resolve) => setTimeout(resolve, REPORT_WAIT_MS));
  void Promise.race([sent, wait]).then(() => window.location.reload());
  return true;
}

/**
 * Vite's event for a chunk or its stylesheet that failed to load (vite:preloadError) is reported, so a
 * failure is known even when the next try loads the file. The page is not reloaded here, as Vite's
 * guide suggests: the event comes while the router still shows the page being left (a reload would
 * land on /login after a sign-in), and the browser fetches a failed module again on the next import.
 * The error boundary the failure reaches, at the address it was going to, reloads (reloadOnce).
 */
export function installChunkLoadReports(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    reportError('error', (event as Event & { payload?: unknown }).payload);
  });
}
