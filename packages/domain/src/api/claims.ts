import { z } from 'zod';
import { CLAIM_STATUSES, CLAIMS_MAX_PAGE_SIZE, CLAIMS_PAGE_SIZE } from '../claims/claim-rules';
import { REMARK_CODE_KEYS } from '../claims/remark-codes';
import { COVERAGE_CATEGORIES } from '../coverage/coverage-categories';
import { PageInfo } from './page-info';
import { DigitsParam, IsoDate } from './primitives';

/** Claim category and status as the API spells them (the lower-case keys; screens show the labels). */
export const ClaimCategory = z.enum(COVERAGE_CATEGORIES);
export type ClaimCategory = z.infer<typeof ClaimCategory>;
export const ClaimStatus = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

const Suffix = DigitsParam.pipe(z.number().max(99));
const PageParams = {
  page: DigitsParam.pipe(z.number().max(100_000)).optional(),
  size: DigitsParam.pipe(z.number().int().min(1).max(CLAIMS_MAX_PAGE_SIZE)).optional(),
};

/**
 * GET claims (document 2 §7 lists the call, its shape is ours): filters by member suffix, category,
 * status and date of service (document 2 §5 date range), paged by page (from 0) and size.
 */
export const ClaimsQuery = z.object({
  suffix: Suffix.optional(),
  category: ClaimCategory.optional(),
  status: ClaimStatus.optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  ...PageParams,
});
export type ClaimsQuery = z.infer<typeof ClaimsQuery>;

/** One claim in the list. Amounts are cents (docs/architecture.md "Data"), shown as USD with 2 decimals. */
export const ClaimSummary = z.object({
  claimNumber: z.string(),
  serviceDate: IsoDate,
  serviceEndDate: IsoDate,
  memberSuffix: z.number().int().nonnegative(),
  memberFirstName: z.string(),
  memberLastName: z.string(),
  providerName: z.string(),
  category: ClaimCategory,
  status: ClaimStatus,
  receivedDate: IsoDate,
  processedDate: IsoDate.nullable(),
  billed: z.number().int(),
  allowed: z.number().int(),
  planPaid: z.number().int(),
  memberResponsibility: z.number().int(),
});
export type ClaimSummary = z.infer<typeof ClaimSummary>;

/** A member the claims filter offers: the family for a subscriber, the member alone otherwise. */
export const ClaimMember = z.object({ suffix: z.number().int().nonnegative(), firstName: z.string() });
export type ClaimMember = z.infer<typeof ClaimMember>;

export const ClaimPage = z.object({
  content: z.array(ClaimSummary),
  page: PageInfo,
  members: z.array(ClaimMember),
  /** The earliest start the date filter accepts (two years ago, document 2 §5). */
  earliestDate: IsoDate,
});
export type ClaimPage = z.infer<typeof ClaimPage>;

/** A claim adjustment reason code (X12 CARC) the domain's catalogue explains (claims/remark-codes). */
export const RemarkCode = z.enum(REMARK_CODE_KEYS);
export type RemarkCode = z.infer<typeof RemarkCode>;

/**
 * A service line of a claim; dental lines carry the tooth number and surface. What the member owes
 * is its deductible, copay, coinsurance and not-covered parts, and allowed + notCovered = planPaid +
 * memberOwes (issue 36 §6); remarkCodes say why, per line (§7).
 */
export const ClaimServiceLine = z.object({
  lineNumber: z.number().int().positive(),
  code: z.string(),
  description: z.string(),
  toothNumber: z.string().nullable(),
  toothSurface: z.string().nullable(),
  billed: z.number().int(),
  allowed: z.number().int(),
  planPaid: z.number().int(),
  memberOwes: z.number().int(),
  deductible: z.number().int(),
  copay: z.number().int(),
  coinsurance: z.number().int(),
  notCovered: z.number().int(),
  remarkCodes: z.array(RemarkCode),
});
export type ClaimServiceLine = z.infer<typeof ClaimServiceLine>;

export const ClaimParams = z.object({ claimNumber: z.string().min(1).max(40) });

/**
 * What a processed claim's notice tells a member to act on (issue 36 §7): whether the plan denied any
 * of it, the last day to appeal, and how to reach member services or write an appeal.
 */
export const ClaimNotice = z.object({
  adverse: z.boolean(),
  noticeDate: IsoDate,
  appealBy: IsoDate,
  memberServicesPhone: z.string(),
  appealsAddress: z.array(z.string()),
});
export type ClaimNotice = z.infer<typeof ClaimNotice>;

/**
 * GET claims/{claimNumber}: the claim, its service lines, its EOB (subscribers only, §6) and, once
 * processed, its notice.
 */
export const ClaimDetail = ClaimSummary.extend({
  serviceLines: z.array(ClaimServiceLine),
  eob: z.object({ eobId: z.string(), issuedDate: IsoDate }).nullable(),
  notice: ClaimNotice.nullable(),
});
export type ClaimDetail = z.infer<typeof ClaimDetail>;

/** GET eobs (subscribers only, document 2 §6): by member and issue date. */
export const EobsQuery = z.object({
  suffix: Suffix.optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  ...PageParams,
});
export type EobsQuery = z.infer<typeof EobsQuery>;

export const EobSummary = z.object({
  eobId: z.string(),
  claimNumber: z.string(),
  issuedDate: IsoDate,
  serviceDate: IsoDate,
  memberSuffix: z.number().int().nonnegative(),
  memberFirstName: z.string(),
  providerName: z.string(),
  category: ClaimCategory,
  memberResponsibility: z.number().int(),
});
export type EobSummary = z.infer<typeof EobSummary>;

export const EobPage = z.object({
  content: z.array(EobSummary),
  page: PageInfo,
  members: z.array(ClaimMember),
  earliestDate: IsoDate,
});
export type EobPage = z.infer<typeof EobPage>;

export const EobParams = z.object({ eobId: z.string().min(1).max(60) });

export const DEFAULT_CLAIMS_PAGE = { page: 0, size: CLAIMS_PAGE_SIZE } as const;
