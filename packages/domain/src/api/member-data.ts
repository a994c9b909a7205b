import { z } from 'zod';
import { COVERAGE_CATEGORY_LABEL_LIST } from '../coverage/coverage-categories';
import { DigitsParam, IsoDate, Key } from './primitives';

/** Categories as the API spells them (document 2 §3 "Benefit categories"); the tables hold lower case. */
export const ProductCategory = z.enum(COVERAGE_CATEGORY_LABEL_LIST);
export type ProductCategory = z.infer<typeof ProductCategory>;

/** Family eligibility row (document 2 §3); the row-selection rule of §4 runs on these. */
export const FamilyEligibilityRow = z.object({
  memberKey: Key,
  suffix: z.number().int().nonnegative(),
  productCategory: ProductCategory,
  source: z.string(),
  effectiveDate: IsoDate,
  termedDate: IsoDate.nullable(),
});
export type FamilyEligibilityRow = z.infer<typeof FamilyEligibilityRow>;
export const FamilyEligibility = z.array(FamilyEligibilityRow);
export type FamilyEligibility = z.infer<typeof FamilyEligibility>;

/** Program (document 2 §3). Ids are the source's; shortcuts (-1, -3) are added by the screen. */
export const Program = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  eligible: z.boolean(),
  displayOrder: z.number().int(),
  highPriority: z.boolean(),
  featureGroup: z.string().nullable(),
  childResourceIds: z.array(z.number().int()),
  resource: z.string().nullable(),
  url: z.string().nullable(),
  urlDocumentType: z.string().nullable(),
});
export type Program = z.infer<typeof Program>;
export const ProgramList = z.array(Program);
export type ProgramList = z.infer<typeof ProgramList>;

/** Program details also carry a phone number (document 2 §3); programs/sitecore responds with these. */
export const ProgramDetails = Program.extend({ phoneNumber: z.string().nullable() });
export type ProgramDetails = z.infer<typeof ProgramDetails>;
export const ProgramDetailsList = z.array(ProgramDetails);
export type ProgramDetailsList = z.infer<typeof ProgramDetailsList>;

/** ebill/hasEbill, ebill/ebillRegistered, ebill/showEbillAlert and idCard/eligible respond with a bare flag (document 2 §7). */
export const Flag = z.boolean();

/** Employee info of the home data (document 2 §3): local 598 members see their employee id. */
export const EmployeeInfo = z.object({
  employeeId: z.string().nullable(),
  local598: z.boolean(),
});
export type EmployeeInfo = z.infer<typeof EmployeeInfo>;

/** Plan management (document 2 §3); null status: renewal reminder, M or D: benefits ending (§4). */
export const PlanManagementDetails = z.object({
  eligibleAndActive: z.boolean(),
  groupType: z.string(),
  openEnrollmentStart: IsoDate.nullable(),
  openEnrollmentEnd: IsoDate.nullable(),
  currentPlanYear: z.number().int().nullable(),
  upcomingPlanYear: z.number().int().nullable(),
  coverageEndDateUponCancellation: IsoDate.nullable(),
  coverageStartDateUponRenewal: IsoDate.nullable(),
  directPlanCancellationStatus: z.object({ id: z.enum(['M', 'D']) }).nullable(),
  directCancellationOptions: z.array(z.object({ id: z.string(), description: z.string() })),
  directShopUrl: z.string().nullable(),
  exchangeUrl: z.string().nullable(),
  exchangeUrlLabel: z.string().nullable(),
});
export type PlanManagementDetails = z.infer<typeof PlanManagementDetails>;
/** A family without plan management gets null, so the home screen shows no banner (not an error). */
export const PlanManagementResponse = PlanManagementDetails.nullable();
export type PlanManagementResponse = z.infer<typeof PlanManagementResponse>;

export const ProviderLocation = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string().nullable(),
});

/** pcp360 history entry (document 2 §3). */
export const PcpHistoryEntry = z.object({
  providerId: z.string(),
  providerName: z.string(),
  providerTitle: z.string().nullable(),
  beginDate: IsoDate,
  endDate: IsoDate.nullable(),
  pcpSelected: z.boolean(),
  pcpTerminationReason: z.string().nullable(),
  locations: z.array(ProviderLocation),
});

export const DateRange = z.object({ startDate: IsoDate, endDate: IsoDate.nullable() });

/** Primary care member (document 2 §3): memberKey, eligibleDates, pcp360History. */
export const PcpMember = z.object({
  memberKey: Key,
  eligibleDates: z.array(DateRange),
  pcp360History: z.array(PcpHistoryEntry),
});
export type PcpMember = z.infer<typeof PcpMember>;
export const PcpMemberList = z.array(PcpMember);
export type PcpMemberList = z.infer<typeof PcpMemberList>;

/** Primary-care eligibility of the home data (document 2 §3): the member's flag and the eligible members. */
export const PcpEligibility = z.object({
  eligible: z.boolean(),
  members: z.array(Key),
});
export type PcpEligibility = z.infer<typeof PcpEligibility>;

/** pcp/city-of-portland responds with the due date as text, yyyy-mm-dd, or empty text when none is known. */
export const CityOfPortlandDueDate = z.union([IsoDate, z.literal('')]);

/** benefits/limits query (document 2 §7): the family member's suffix and the day, yyyy-mm-dd (§5). */
export const LimitsQuery = z.object({
  suffix: DigitsParam.pipe(z.number().max(99)),
  asOfDate: IsoDate.optional(),
});
export type LimitsQuery = z.infer<typeof LimitsQuery>;

/** Limit (document 2 §3). Figures may be missing: §5 then calls the limit invalid, it is not dropped here. */
export const Limit = z.object({
  productCategory: ProductCategory,
  coverageType: z.enum(['INDIVIDUAL', 'FAMILY']),
  limitType: z.string(),
  networkTier: z.string(),
  // Amounts in cents, as stored (docs/architecture.md "Data"); shown with formatUsd. Absent figures are null.
  total: z.number().int().nullable(),
  totalMet: z.number().int().nullable(),
  totalRemaining: z.number().int().nullable(),
  detailedDescription: z.object({ header: z.string().nullable(), body: z.string().nullable() }),
});
export type Limit = z.infer<typeof Limit>;
export const LimitList = z.array(Limit);
export type LimitList = z.infer<typeof LimitList>;
