import { ApiError } from '@dash/domain/api';

/**
 * A failed call's body as its error envelope, parsed with the contract schema (ApiError): the
 * envelope, or null when the body is none. Loaded by the API client with the first failure, so zod is
 * not in the first page's scripts (issue 16, Pages).
 */
export function parseErrorEnvelope(payload: unknown): ApiError | null {
  const envelope = ApiError.safeParse(payload);
  return envelope.success ? envelope.data : null;
}
