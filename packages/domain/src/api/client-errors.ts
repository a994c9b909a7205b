import { z } from 'zod';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  ERROR_REFERENCE_PATTERN,
  TRACE_ID_PATTERN,
} from '../errors/client-error-report';

/**
 * POST client-errors (issue 36): what the browser reports of an error it could not handle. Only the
 * error's own words, where in the app it happened and which build ran; the session is known from the
 * token the call carries, and nothing else of the member is asked for: every other field is dropped
 * by the contract before the route sees it, as every body's is.
 */
export const ClientErrorReport = z.object({
  /** An uncaught error, an unhandled rejection, or an error an error boundary caught. */
  kind: z.enum(CLIENT_ERROR_KINDS),
  /** The reference the error page shows the member (and they read to customer service). */
  reference: z.string().regex(ERROR_REFERENCE_PATTERN),
  name: z.string().max(CLIENT_ERROR_LIMITS.name),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The route's pattern (`/claims/:claimNumber`), not the address: an address can name a member's claim. */
  page: z
    .string()
    .regex(/^\/[\w\-/:.*]*$/)
    .max(CLIENT_ERROR_LIMITS.page),
  buildId: z.string().regex(/^[\w.-]{1,64}$/),
  /** The gateway's request id of the failed call behind the error, when there was one. */
  requestId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  /**
   * The trace of the failed call's response, or else of the page's document, when the gateway traces
   * (issue 40 §2): the way from a browser's report to the server's spans and log lines.
   */
  traceId: z.string().regex(TRACE_ID_PATTERN).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;
