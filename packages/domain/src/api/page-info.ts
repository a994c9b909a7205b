import { z } from 'zod';

/** The page of a paged response, as the referrals call pages (document 2 §3); every paged list uses it. */
export const PageInfo = z.object({
  first: z.boolean(),
  last: z.boolean(),
  empty: z.boolean(),
  number: z.number().int().nonnegative(),
  numberOfElements: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof PageInfo>;
