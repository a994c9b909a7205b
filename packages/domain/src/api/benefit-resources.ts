import { z } from 'zod';
import { REFERRAL_PAGE_SIZE_DEFAULT, REFERRAL_PAGE_SIZE_MAX } from '../benefit-resources/referral-paging';
import { PageInfo } from './page-info';
import { DigitsParam, IsoDate, Key } from './primitives';

/** Query strings carry text: "true" or "false" only, never anything read as a flag by accident. */
const BooleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET referrals query (document 2 §7): page (0-based) and size, and the optional filters memberKey,
 * statusCode, providerId and excludeExpired. A memberKey outside the caller's family is refused.
 */
export const ReferralsQuery = z.object({
  page: DigitsParam.pipe(z.number().max(10_000)).default(0),
  size: DigitsParam.pipe(z.number().min(1).max(REFERRAL_PAGE_SIZE_MAX)).default(REFERRAL_PAGE_SIZE_DEFAULT),
  memberKey: Key.optional(),
  statusCode: z
    .string()
    .regex(/^[A-Z_]{1,20}$/, 'Expected a status code.')
    .optional(),
  providerId: z.string().min(1).max(40).optional(),
  excludeExpired: BooleanParam.optional(),
});
export type ReferralsQuery = z.infer<typeof ReferralsQuery>;

/** One referral of the family (document 2 §3 "Referrals"; the source's fields are not shown). */
export const Referral = z.object({
  referralNumber: z.string(),
  memberKey: Key,
  memberName: z.string(),
  statusCode: z.string(),
  statusDescription: z.string(),
  providerId: z.string().nullable(),
  providerName: z.string(),
  providerSpecialty: z.string().nullable(),
  referringProviderName: z.string().nullable(),
  receivedDate: IsoDate,
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  visitsAuthorized: z.number().int().nullable(),
  visitsUsed: z.number().int().nullable(),
});
export type Referral = z.infer<typeof Referral>;

/** Referrals are paged: content plus page info (document 2 §3). */
export const ReferralPage = PageInfo.extend({ content: z.array(Referral) });
export type ReferralPage = z.infer<typeof ReferralPage>;

const Choice = z.object({ value: z.string(), label: z.string() });

/** GET referrals/metadata: the filter choices (members, statuses, providers) of the family's referrals. */
export const ReferralMetadata = z.object({
  members: z.array(Choice),
  statuses: z.array(Choice),
  providers: z.array(Choice),
});
export type ReferralMetadata = z.infer<typeof ReferralMetadata>;

/** A Medicare material (document 2 §7 medicare-materials; the shape is not shown). */
export const MedicareMaterial = z.object({
  title: z.string(),
  description: z.string().nullable(),
  documentType: z.string(),
  url: z.string(),
  planYear: z.number().int().nullable(),
});
export type MedicareMaterial = z.infer<typeof MedicareMaterial>;
export const MedicareMaterialList = z.array(MedicareMaterial);
export type MedicareMaterialList = z.infer<typeof MedicareMaterialList>;

/** A member handbook or Certificate of Coverage of the member's group (document 2 §2). */
export const HandbookDocument = z.object({
  kind: z.enum(['member_handbook', 'certificate_of_coverage']),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
});
export type HandbookDocument = z.infer<typeof HandbookDocument>;
export const HandbookDocumentList = z.array(HandbookDocument);
export type HandbookDocumentList = z.infer<typeof HandbookDocumentList>;

/** GET handbook/ooc responds with the Outline of Coverage as text (document 2 §7); empty when the group has none. */
export const OutlineOfCoverage = z.string();

/** A prior authorization of the family (document 2 §1 names the area; the shape is not shown). */
export const PriorAuthorization = z.object({
  authorizationNumber: z.string(),
  memberKey: Key,
  memberName: z.string(),
  status: z.enum(['APPROVED', 'PENDING', 'DENIED', 'CANCELLED']),
  serviceDescription: z.string(),
  providerName: z.string(),
  requestedDate: IsoDate,
  decisionDate: IsoDate.nullable(),
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
});
export type PriorAuthorization = z.infer<typeof PriorAuthorization>;
export const PriorAuthorizationList = z.array(PriorAuthorization);
export type PriorAuthorizationList = z.infer<typeof PriorAuthorizationList>;
