import { z } from 'zod';
import { DOMAIN_IDS } from '../brands/brand';

export const DomainIdSchema = z.union(
  DOMAIN_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<5>],
);

/** Query strings carry text: accept "1" as well as 1. */
export const DomainIdParam = z.coerce.number().pipe(DomainIdSchema);

/** A calendar date, yyyy-mm-dd (document 2 §5). */
export const IsoDate = z.iso.date();

/** Y/N flags as the gateway stores and sends them (document 1 §5: booleans are sent as Y/N). */
export const YesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNo>;

/** Opaque keys of members, families and groups. */
export const Key = z.string().min(1).max(40);
