import type { Insertable } from 'kysely';
import type { ClaimServiceLinesTable } from '../tables/claims';
import type {
  AccountsTable,
  FamiliesTable,
  GroupsTable,
  LoginFailuresTable,
  MemberPreferencesTable,
  MembersTable,
  RegistrationPoliciesTable,
} from '../tables/core';
import type {
  BenefitServiceLinksTable,
  BenefitTiersTable,
  ClaimsTable,
  DentalMaximumsTable,
  DentalServicesTable,
  EbillStatusTable,
  EobDocumentsTable,
  FamilyEligibilityTable,
  FamilyProductsTable,
  GroupDocumentsTable,
  GroupPlansTable,
  IdCardEligibilityTable,
  LimitsTable,
  MedicareMaterialEligibilityTable,
  MedicareMaterialsTable,
  MemberEligibilityTable,
  PcpEligibilityTable,
  PcpHistoryTable,
  PlanManagementTable,
  PreventiveCareDueDatesTable,
  ProgramEnrollmentsTable,
  ReferralsTable,
  ServiceDetailsTable,
  ServiceDetailTiersTable,
} from '../tables/member-data';

/** A sign-in; its id is the database's, so members point at it by (domain, username). */
export type SeedAccount = Omit<Insertable<AccountsTable>, 'account_id' | 'password_hash' | 'created_at'>;

export type SeedMember = Omit<Insertable<MembersTable>, 'account_id'> & {
  /** The username of the account this member signs in with, in the family's domain; null for none. */
  readonly login: string | null;
};

type TierChild<T> = Omit<Insertable<T>, 'benefit_tier_id' | 'member_key'>;

/** A tier summary and its children, which need the tier's generated id. */
export interface SeedBenefitTier {
  readonly tier: Insertable<BenefitTiersTable>;
  readonly links: TierChild<BenefitServiceLinksTable>[];
  readonly maximums: TierChild<DentalMaximumsTable>[];
  readonly dentalServices: TierChild<DentalServicesTable>[];
}

export interface SeedServiceDetail {
  readonly detail: Insertable<ServiceDetailsTable>;
  readonly tiers: Omit<Insertable<ServiceDetailTiersTable>, 'service_detail_id' | 'member_key'>[];
}

/** An account's answer to a security question; the account's id is the database's, found by username. */
export interface SeedSecurityAnswer {
  readonly domain_id: number;
  readonly username: string;
  readonly question_id: number;
}

/** Every row the personas add, by table; written in foreign-key order by write-rows.ts. */
export interface SeedRows {
  accounts: SeedAccount[];
  securityAnswers: SeedSecurityAnswer[];
  loginFailures: Insertable<LoginFailuresTable>[];
  groups: Insertable<GroupsTable>[];
  groupPlans: Insertable<GroupPlansTable>[];
  groupDocuments: Insertable<GroupDocumentsTable>[];
  families: Insertable<FamiliesTable>[];
  members: SeedMember[];
  memberPreferences: Insertable<MemberPreferencesTable>[];
  registrationPolicies: Insertable<RegistrationPoliciesTable>[];
  memberEligibility: Insertable<MemberEligibilityTable>[];
  familyEligibility: Insertable<FamilyEligibilityTable>[];
  benefitTiers: SeedBenefitTier[];
  serviceDetails: SeedServiceDetail[];
  limits: Insertable<LimitsTable>[];
  programEnrollments: Insertable<ProgramEnrollmentsTable>[];
  referrals: Insertable<ReferralsTable>[];
  pcpEligibility: Insertable<PcpEligibilityTable>[];
  pcpHistory: Insertable<PcpHistoryTable>[];
  preventiveCareDueDates: Insertable<PreventiveCareDueDatesTable>[];
  medicareMaterialEligibility: Insertable<MedicareMaterialEligibilityTable>[];
  medicareMaterials: Insertable<MedicareMaterialsTable>[];
  planManagement: Insertable<PlanManagementTable>[];
  ebillStatus: Insertable<EbillStatusTable>[];
  idCardEligibility: Insertable<IdCardEligibilityTable>[];
  familyProducts: Insertable<FamilyProductsTable>[];
  claims: Insertable<ClaimsTable>[];
  claimServiceLines: Insertable<ClaimServiceLinesTable>[];
  eobDocuments: Insertable<EobDocumentsTable>[];
}

export function createSeedRows(): SeedRows {
  return {
    accounts: [],
    securityAnswers: [],
    loginFailures: [],
    groups: [],
    groupPlans: [],
    groupDocuments: [],
    families: [],
    members: [],
    memberPreferences: [],
    registrationPolicies: [],
    memberEligibility: [],
    familyEligibility: [],
    benefitTiers: [],
    serviceDetails: [],
    limits: [],
    programEnrollments: [],
    referrals: [],
    pcpEligibility: [],
    pcpHistory: [],
    preventiveCareDueDates: [],
    medicareMaterialEligibility: [],
    medicareMaterials: [],
    planManagement: [],
    ebillStatus: [],
    idCardEligibility: [],
    familyProducts: [],
    claims: [],
    claimServiceLines: [],
    eobDocuments: [],
  };
}
