import { z } from 'zod';
import {
  EmployeeInfo,
  PcpEligibility,
  PlanManagementDetails,
  ProductCategory,
  ProgramList,
} from './member-data';
import { IsoDate, Key } from './primitives';

/**
 * A member of the family as the home tiles show them (document 2 §3 Member, Home data "members"): names
 * and relationship only; no other member's date of birth leaves the gateway.
 */
export const HomeMember = z.object({
  memberKey: Key,
  memberSuffix: z.number().int().nonnegative(),
  firstName: z.string(),
  lastName: z.string(),
  relationshipDescription: z.string(),
});
export type HomeMember = z.infer<typeof HomeMember>;

/**
 * Plan eligibility per category (document 2 §3 Home data): category, eligible, memberKey and the active
 * flag, with the dates the member-info tile writes its status from (§4).
 */
export const PlanEligibility = z.object({
  category: ProductCategory,
  eligible: z.boolean(),
  memberKey: Key,
  active: z.boolean(),
  effectiveDate: IsoDate.nullable(),
  terminationDate: IsoDate.nullable(),
});
export type PlanEligibility = z.infer<typeof PlanEligibility>;

/** The default accumulator of the featured-limit tile (document 2 §3): amounts in cents, and its valid flag (§5). */
export const DefaultAccumulator = z.object({
  limitType: z.string(),
  total: z.number().int().nullable(),
  totalMet: z.number().int().nullable(),
  totalRemaining: z.number().int().nullable(),
  valid: z.boolean(),
});
export type DefaultAccumulator = z.infer<typeof DefaultAccumulator>;

/** A current primary-care selection of a family member (document 2 §3 pcp360History with pcpSelected). */
export const PrimaryCareSelection = z.object({
  memberKey: Key,
  providerId: z.string(),
  providerName: z.string(),
  providerTitle: z.string().nullable(),
  beginDate: IsoDate,
});
export type PrimaryCareSelection = z.infer<typeof PrimaryCareSelection>;

/** The eBill flags (document 2 §7); the partner brand makes no eBill calls (§1), so it has none. */
export const EbillFlags = z.object({
  hasEbill: z.boolean(),
  ebillRegistered: z.boolean(),
  showEbillAlert: z.boolean(),
});
export type EbillFlags = z.infer<typeof EbillFlags>;

/**
 * GET home: the home data of document 2 §3 in one response, so /home renders from it and GET shell,
 * fetched side by side: one round trip of data, never a waterfall.
 */
export const HomeData = z.object({
  family: z.object({ subscriberId: z.string(), groupId: z.string() }),
  principal: z.object({
    firstName: z.string(),
    suffix: z.number().int().nonnegative(),
    key: Key,
    dateOfBirth: IsoDate,
  }),
  members: z.array(HomeMember),
  employee: EmployeeInfo,
  /** Already the home selection of §6: high priority, by displayOrder, at most 6, none when termed. */
  featuredPrograms: ProgramList,
  /** Partner brand only (document 2 §2); null elsewhere and when the member has no limit today. */
  defaultAccumulator: DefaultAccumulator.nullable(),
  /**
   * Primary-care selections (document 2 §3): the signed-in member's own in full, and for the family only
   * who has one, so an adult dependent does not learn another member's provider.
   */
  primaryCareSelection: PrimaryCareSelection.nullable(),
  membersWithPrimaryCare: z.array(Key),
  primaryCareEligibility: PcpEligibility,
  planEligibility: z.array(PlanEligibility),
  planManagement: PlanManagementDetails.nullable(),
  termed: z.boolean(),
  ebill: EbillFlags.nullable(),
  idCardEligible: z.boolean(),
  /** Group 10002805 only (document 2 §2): the preventive-care due date, null when none is known. */
  preventiveCare: z.object({ dueDate: IsoDate.nullable() }).nullable(),
});
export type HomeData = z.infer<typeof HomeData>;
