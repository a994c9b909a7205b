import { z } from 'zod';
import { DOMAIN_IDS } from '../brands/domain-ids';

export const DomainIdSchema = z.union(
  DOMAIN_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<5>],
);

/** Query strings carry text: accept "1" as well as 1. */
export const DomainIdParam = z.coerce.number().pipe(DomainIdSchema);

/** A calendar date, yyyy-mm-dd (document 2 §5); year 0000 is not a date PostgreSQL (or anyone) keeps. */
export const IsoDate = z.iso.date().refine((value) => !value.startsWith('0000'), 'Year 0000 is not a date.');

/** A whole number in a query string, digits only: "" or "0x10" are refused, not read as 0 or 16. */
export const DigitsParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected digits.')
  .transform(Number);

/** Y/N flags as the gateway stores and sends them (document 1 §5: booleans are sent as Y/N). */
export const YesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNo>;

/** Opaque keys of members, families and groups. */
export const Key = z.string().min(1).max(40);
