import { ServiceUnavailableError } from '../errors';

/** How long a client is asked to wait before trying again when the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A query the database did not respond to within its bound (the network stalled; the server went quiet). */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
  readonly code = 'QUERY_TIMEOUT';
}

/** Socket and driver codes that say the server could not be reached or went away (Node, postgres.js). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'QUERY_TIMEOUT',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (shutting down,
 * crashed, cannot connect now), 57014 (statement timeout), 25P03 (idle-in-transaction timeout) and
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|25P03|53300)$/;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Whether a failure means the database is unreachable or timed out, not that the request is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // Node reports a refused connection to a name with several addresses as one AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** The typed 503 for an unavailable database, or undefined for any other failure. */
export function asDatabaseUnavailable(error: unknown): ServiceUnavailableError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new ServiceUnavailableError('server.unavailable', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}
