import {
  type ClientErrorKind,
  makeErrorReference,
  TRACE_SERVER_TIMING_NAME,
  traceIdOfTraceparent,
} from '@dash/domain';
import { sendClientErrorReport } from '@/api/client-errors';
import { HttpError } from './http-error';

/** The build the browser runs (vite.config.ts), so a report names the code it came from. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
/** A page that fails in a loop sends a few reports, not hundreds (the gateway throttles too). */
const MAX_REPORTS_PER_PAGE = 10;

const references = new WeakMap<object, string>();
const sentByText = new Map<string, string>();
let reportsSent = 0;

/**
 * The route the member is on, as its pattern (`/claims/:claimNumber`): an address can name a member's
 * claim or card. The root route (root.tsx) gives the router's; before it runs, the address with every
 * segment that holds a digit masked.
 */
let currentPage = (): string => window.location.pathname.replace(/\/[^/]*\d[^/]*/g, '/:value');

export function setReportedPage(page: () => string): void {
  currentPage = page;
}

function newReference(): string {
  return makeErrorReference((count) => crypto.getRandomValues(new Uint8Array(count)));
}

/** The reference of an error: the same for every render of one error object (a boundary renders twice). */
export function errorReference(error: unknown): string {
  if (typeof error !== 'object' || error === null) return newReference();
  const known = references.get(error);
  if (known) return known;
  const reference = newReference();
  references.set(error, reference);
  return reference;
}

/**
 * The trace of the page's document, from the Server-Timing entry the gateway sends when it traces
 * (issue 40 §2, decision 065): the browser keeps it on the navigation's timing entry, the one place a
 * script can read what the document's response said. Null without tracing, or where the browser
 * keeps no such entry (an older one, a test's DOM).
 */
export function documentTraceId(): string | null {
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = navigation?.serverTiming?.find((timing) => timing.name === TRACE_SERVER_TIMING_NAME);
    return entry ? traceIdOfTraceparent(entry.description) : null;
  } catch {
    return null;
  }
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name.slice(0, 100),
      message: error.message.slice(0, 1000),
      ...(error.stack ? { stack: error.stack.slice(0, 4000) } : {}),
    };
  }
  return { name: 'NonError', message: String(error).slice(0, 1000) };
}

/**
 * Sends an error the app could not handle to the gateway (POST client-errors) and gives back its
 * reference, which the error page shows. One error is sent once, however often it is rendered; the same
 * words twice on one page are sent once. Never throws: reporting must not break the page further.
 */
export function reportError(
  kind: ClientErrorKind,
  error: unknown,
  /** The route's pattern, when the caller knows it better than the router root.tsx gave (a boundary). */
  knownPage?: string,
): { reference: string; sent: Promise<void> } {
  const reference = errorReference(error);
  const described = describe(error);
  const key = `${kind}|${described.name}|${described.message}`;
  if (sentByText.has(key) || reportsSent >= MAX_REPORTS_PER_PAGE) {
    return { reference: sentByText.get(key) ?? reference, sent: Promise.resolve() };
  }
  sentByText.set(key, reference);
  reportsSent += 1;
  let page = knownPage ?? '/';
  try {
    if (knownPage === undefined) page = currentPage();
  } catch {
    // The router itself may be what failed: the report still goes.
  }
  const sent = sendClientErrorReport({
    kind,
    reference,
    ...described,
    page,
    buildId: BUILD_ID,
    ...(error instanceof HttpError && error.requestId ? { requestId: error.requestId } : {}),
    ...traceIdOf(error),
  }).then(
    () => undefined,
    () => undefined,
  );
  return { reference, sent };
}

/** The failed response's trace, or else the page's: either leads to the server's spans and log lines. */
function traceIdOf(error: unknown): { traceId?: string } {
  const traceId = (error instanceof HttpError ? error.traceId : null) ?? documentTraceId();
  return traceId ? { traceId } : {};
}

/** Uncaught errors and unhandled rejections anywhere in the page go to the gateway too (issue 36). */
export function installErrorReporting(target: Window = window): void {
  target.addEventListener('error', (event) => {
    // A script of another origin tells nothing ("Script error."): nothing to act on.
    if (event.error === undefined && !event.filename) return;
    reportError('error', event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event) => {
    reportError('unhandledrejection', event.reason);
  });
}

/**
 * A matched route's pattern from its address and values: `/claims/C-ALEX-0001` with
 * `{ claimNumber: 'C-ALEX-0001' }` is `/claims/:claimNumber`.
 */
export function routePatternOf(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const names = new Map(
    Object.entries(params).flatMap(([name, value]) => (value ? [[encodeURIComponent(value), name]] : [])),
  );
  return pathname
    .split('/')
    .map((segment) => {
      const name = names.get(segment);
      return name === undefined ? segment : name === '*' ? '*' : `:${name}`;
    })
    .join('/');
}

/** For tests: as on a fresh page. */
export function resetErrorReports(): void {
  sentByText.clear();
  reportsSent = 0;
}
