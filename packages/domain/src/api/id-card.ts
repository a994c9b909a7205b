import { z } from 'zod';
import { ProductCategory } from './member-data';
import { MailState } from './outbox';
import { DigitsParam } from './primitives';

/** A family member's suffix, 0 the subscriber (document 2 §3 memberSuffix). */
const Suffix = z.number().int().min(0).max(99);

/** idCard/view and idCard/request name whose card by suffix; absent: the signed-in member's own. */
export const IdCardViewQuery = z.object({
  suffix: DigitsParam.pipe(Suffix).optional(),
});
export type IdCardViewQuery = z.infer<typeof IdCardViewQuery>;

/** One family member on the ID card page: one card each (document 2 §2 ID card area). */
export const IdCardMember = z.object({
  suffix: Suffix,
  firstName: z.string(),
  lastName: z.string(),
  relationshipDescription: z.string(),
  /** The categories the card covers now or from a future date; empty: no card to show. */
  categories: z.array(ProductCategory),
  self: z.boolean(),
});
export type IdCardMember = z.infer<typeof IdCardMember>;

/** GET idCard/members: blocked for a termed member (document 2 §4), who is sent home. */
export const IdCardMembers = z.object({
  blocked: z.boolean(),
  members: z.array(IdCardMember),
});
export type IdCardMembers = z.infer<typeof IdCardMembers>;

/** POST idCard/email (document 2 §7: body not shown): whose card, by suffix. */
export const IdCardEmailRequest = z.object({ suffix: Suffix });
export type IdCardEmailRequest = z.infer<typeof IdCardEmailRequest>;

/**
 * The card is queued for the address on file (masked): the member is told it is being sent, never
 * whether the first attempt went (issue 36 point 3); the queue retries while the mail server is down.
 */
export const IdCardEmailResponse = z.object({
  status: z.literal('queued'),
  sentTo: z.string(),
});
export type IdCardEmailResponse = z.infer<typeof IdCardEmailResponse>;

/** GET idCard/email: the latest ID card e-mail the member asked for and where it is, null for none. */
export const IdCardEmailState = z.object({
  latest: z
    .object({
      status: MailState,
      requestedAt: z.iso.datetime(),
      sentTo: z.string(),
    })
    .nullable(),
});
export type IdCardEmailState = z.infer<typeof IdCardEmailState>;

/** GET idCard/request?category={c} (document 2 §7): a printed card for one category. */
export const IdCardOrderQuery = z.object({
  category: ProductCategory,
  suffix: DigitsParam.pipe(Suffix).optional(),
});
export type IdCardOrderQuery = z.infer<typeof IdCardOrderQuery>;

/** idCard/request responds with text (document 2 §7): the confirmation the screen shows. */
export const IdCardOrderResponse = z.string();
export type IdCardOrderResponse = z.infer<typeof IdCardOrderResponse>;

/** idCard/content: the card's words as data, for its HTML page (issue 17); the pdf prints the same. */
export const IdCardContent = z.object({
  category: ProductCategory,
  brandName: z.string(),
  memberName: z.string(),
  memberId: z.string(),
  group: z.string(),
  plan: z.string(),
  effectiveDate: z.iso.date().nullable(),
  pharmacy: z.object({ rxBin: z.string(), rxPcn: z.string(), rxGroup: z.string() }).nullable(),
  claimsAddress: z.array(z.string()).readonly(),
  phones: z.object({ customerService: z.string(), dashboardHelp: z.string(), tty: z.string() }),
});
export type IdCardContent = z.infer<typeof IdCardContent>;

export const IdCardContents = z.object({ cards: z.array(IdCardContent) });
export type IdCardContents = z.infer<typeof IdCardContents>;
