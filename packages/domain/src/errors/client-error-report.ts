/** The browser's kinds of unhandled error (issue 36): window 'error', 'unhandledrejection', a boundary's catch. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** How long each field of a report may be; the whole body is capped by the route (8 KiB). */
export const CLIENT_ERROR_LIMITS = { name: 100, message: 1000, stack: 4000, page: 200 } as const;

/** The body limit of POST client-errors, in bytes: larger reports are refused with 413. */
export const CLIENT_ERROR_BODY_LIMIT = 8 * 1024;

/**
 * The reference an error page shows: two groups of four letters and digits a member can read aloud
 * (no 0/O or 1/I/L to confuse), as `K7QM-3XWD`. 31^8 ≈ 8.5e11 values: unique enough to find one
 * report in the logs, and it names nobody.
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ERROR_REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** A new reference from eight random values (crypto.getRandomValues in the browser). */
export function makeErrorReference(random: (count: number) => Uint8Array): string {
  const letters = [...random(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/**
 * What of an error's text may be logged: e-mail addresses and runs of five or more digits (member,
 * card, phone or claim numbers) are masked, so a message that quotes a member's data does not carry
 * it into the logs; query strings of addresses are dropped (a search can name a member).
 */
const SCRUBS: readonly (readonly [RegExp, string])[] = [
  [/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\?[^\s"')]*/g, '?[query]'],
  [/\d{5,}/g, '[number]'],
];

export function scrubClientErrorText(text: string): string {
  return SCRUBS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A W3C Trace Context trace id: 32 lower-case hex digits, not all zero. */
export const TRACE_ID_PATTERN = /^(?!0{32})[0-9a-f]{32}$/;

/**
 * With tracing on, every gateway response names its trace in a Server-Timing entry (issue 40 §2,
 * decision 065): `traceparent;desc="00-<trace id>-<span id>-01"`. Server-Timing, not a header of our
 * own, because the browser shows it for the page's document too (PerformanceNavigationTiming), which
 * no script can read the headers of; a fetch's response shows it as any header.
 */
export const TRACE_SERVER_TIMING_NAME = 'traceparent';

export function traceServerTiming(traceId: string, spanId: string): string {
  return `${TRACE_SERVER_TIMING_NAME};desc="00-${traceId}-${spanId}-01"`;
}

/** The trace id in a traceparent value (`00-<trace id>-<span id>-<flags>`), or null. */
export function traceIdOfTraceparent(traceparent: string): string | null {
  const traceId = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent.trim())?.[1];
  return traceId && TRACE_ID_PATTERN.test(traceId) ? traceId : null;
}

/** The trace id of a Server-Timing header's value (its entries comma-separated), or null. */
export function traceIdOfServerTiming(header: string | null | undefined): string | null {
  for (const entry of header?.split(',') ?? []) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim());
    if (name !== TRACE_SERVER_TIMING_NAME) continue;
    const desc = parameters.find((parameter) => parameter.startsWith('desc='))?.slice('desc='.length);
    if (desc) return traceIdOfTraceparent(desc.replace(/^"|"$/g, ''));
  }
  return null;
}
