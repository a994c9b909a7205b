import { z } from 'zod';

/** The one error envelope every failed call responds with (docs/style.md "The API is typed once"). */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  attemptsRemaining: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** 412: the If-Match of a versioned write names a version that is no longer current (decision 019). */
  staleVersion: 'STALE_VERSION',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
} as const;
