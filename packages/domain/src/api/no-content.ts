import { z } from 'zod';

/** A response with no body (204): parsed as null. */
export const NoContent = z.null();
export type NoContent = z.infer<typeof NoContent>;
