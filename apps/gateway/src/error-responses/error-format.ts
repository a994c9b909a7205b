import type { FastifyRequest } from 'fastify';
import { DIRECTORY_BASE_PATH, FHIR_BASE_PATH, SMART_PATHS } from '../fhir/fhir-paths';

/**
 * The error shapes callers expect: the API's envelope (`ApiError`), an OAuth 2.0 error for the SMART
 * endpoints (RFC 6749 §5.2), and an OperationOutcome for the FHIR API.
 */
export type ErrorFormat = 'api' | 'oauth' | 'fhir';

/**
 * A failure as the caller's protocol writes it; plugins/error-handler.ts, the one place a failure
 * becomes a status, sends it.
 */
export interface ErrorResponse {
  readonly status: number;
  readonly body: unknown;
  /** The content type, when it is not JSON. */
  readonly type?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const SMART_ROUTES: ReadonlySet<string> = new Set(Object.values(SMART_PATHS));

/**
 * The format a request's failure is sent in, from the route it reached: a SMART endpoint responds with
 * OAuth errors; anything else under the FHIR base, an unknown address included, an OperationOutcome;
 * the rest the API's envelope.
 */
export function getErrorFormat(request: FastifyRequest): ErrorFormat {
  const route = request.routeOptions.url;
  if (route !== undefined && SMART_ROUTES.has(route)) return 'oauth';
  const path = route ?? request.url.split('?')[0] ?? '';
  const isUnder = (base: string) => path === base || path.startsWith(`${base}/`);
  return isUnder(FHIR_BASE_PATH) || isUnder(DIRECTORY_BASE_PATH) ? 'fhir' : 'api';
}
