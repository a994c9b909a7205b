import type { CoverageCategory } from '@dash/domain';
import type { ColumnType, Generated } from 'kysely';

/** Tables of the member data areas (documents 1 and 2 §3), declared in migrations/002_member_data.sql. */

/** Dates travel as yyyy-mm-dd text; timestamps as Date. */
type IsoDate = string;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: parsed on the way out (check it with the API schema), written as JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

/** The category column holds the domain's lower-case key. */
export type BenefitCategory = CoverageCategory;

export interface GroupPlansTable {
  group_key: string;
  category: BenefitCategory;
  plan_effective_date: IsoDate;
  plan_termination_date: IsoDate | null;
}

export interface MemberEligibilityTable {
  member_key: string;
  category: BenefitCategory;
  eligible: boolean;
  effective_date: IsoDate | null;
  termination_date: IsoDate | null;
  class_plan_id: string | null;
  class_plan_effective_date: IsoDate | null;
  insurance_type: string | null;
  plan: string | null;
}

export interface FamilyEligibilityTable {
  family_eligibility_id: Generated<number>;
  family_key: string;
  member_key: string;
  suffix: number;
  product_category: BenefitCategory;
  source: string;
  effective_date: IsoDate;
  termed_date: IsoDate | null;
}

export interface BenefitTiersTable {
  benefit_tier_id: Generated<number>;
  member_key: string;
  category: BenefitCategory;
  tier_id: string;
  name: string;
  display_order: Generated<number>;
  period_start: IsoDate;
  period_end: IsoDate;
  individual_deductible_cents: number | null;
  individual_deductible_met_cents: number | null;
  individual_deductible_remaining_cents: number | null;
  family_deductible_cents: number | null;
  family_deductible_met_cents: number | null;
  family_deductible_remaining_cents: number | null;
  individual_out_of_pocket_cents: number | null;
  individual_out_of_pocket_met_cents: number | null;
  individual_out_of_pocket_remaining_cents: number | null;
  family_out_of_pocket_cents: number | null;
  family_out_of_pocket_met_cents: number | null;
  family_out_of_pocket_remaining_cents: number | null;
}

export interface BenefitServiceLinksTable {
  benefit_service_link_id: Generated<number>;
  benefit_tier_id: number;
  member_key: string;
  page_id: string;
  page_description: string;
  url: string;
  display_order: Generated<number>;
}

export interface DentalMaximumsTable {
  dental_maximum_id: Generated<number>;
  benefit_tier_id: number;
  member_key: string;
  description: string;
  family_amount_cents: number | null;
  indiv_amount_cents: number | null;
  met_cents: number | null;
  remaining_cents: number | null;
  detail_description: string | null;
  display_order: Generated<number>;
}

export interface DentalServicesTable {
  dental_service_id: Generated<number>;
  benefit_tier_id: number;
  member_key: string;
  code: string;
  name: string;
  amount: string;
  description: string | null;
  incentive_tiers: Generated<string[]>;
  benefit_limit: string | null;
  display_order: Generated<number>;
}

export interface ServiceDetailsTable {
  service_detail_id: Generated<number>;
  member_key: string;
  category: BenefitCategory;
  service_id: string;
  code: string | null;
  main_note: string | null;
  out_of_pocket: string | null;
}

export interface ServiceDetailTiersTable {
  service_detail_tier_id: Generated<number>;
  service_detail_id: number;
  member_key: string;
  description: string;
  network: string;
  note: string | null;
  is_copay: boolean;
  copay_cents: number | null;
  coinsurance_percent: number | null;
  display_order: Generated<number>;
}

export interface LimitsTable {
  limit_id: Generated<number>;
  family_key: string;
  /** Set for INDIVIDUAL rows, null for FAMILY rows. */
  member_key: string | null;
  product_category: BenefitCategory;
  coverage_type: 'INDIVIDUAL' | 'FAMILY';
  limit_type: string;
  network_tier: string;
  total_cents: number | null;
  total_met_cents: number | null;
  total_remaining_cents: number | null;
  detailed_description_header: string | null;
  detailed_description_body: string | null;
  period_start: IsoDate;
  period_end: IsoDate;
  display_order: Generated<number>;
}

export interface ProgramsTable {
  program_id: number;
  name: string;
  description: string;
  categories: Generated<string[]>;
  display_order: Generated<number>;
  high_priority: Generated<boolean>;
  feature_group: string | null;
  child_resource_ids: Generated<number[]>;
  resource: string | null;
  url: string | null;
  url_document_type: string | null;
  phone_number: string | null;
}

export interface ProgramEnrollmentsTable {
  program_enrollment_id: Generated<number>;
  family_key: string;
  /** Null when the whole family may use the program. */
  member_key: string | null;
  program_id: number;
  eligible: Generated<boolean>;
  enrolled: Generated<boolean>;
}

export interface ProvidersTable {
  provider_id: string;
  name: string;
  group_name: string | null;
  title: string | null;
  accepting_new_patients: Generated<boolean>;
  specialty: string | null;
  languages: Generated<string[]>;
  is_primary_care: Generated<boolean>;
}

export interface ProviderLocationsTable {
  provider_location_id: Generated<number>;
  provider_id: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ReferralsTable {
  referral_id: Generated<number>;
  referral_number: string;
  family_key: string;
  member_key: string;
  status_code: string;
  status_description: string;
  provider_id: string | null;
  provider_name: string;
  provider_specialty: string | null;
  referring_provider_name: string | null;
  received_date: IsoDate;
  start_date: IsoDate;
  end_date: IsoDate | null;
  visits_authorized: number | null;
  visits_used: number | null;
}

export interface PcpEligibilityTable {
  member_key: string;
  start_date: IsoDate;
  end_date: IsoDate | null;
}

export interface PcpHistoryTable {
  pcp_history_id: Generated<number>;
  member_key: string;
  provider_id: string;
  provider_name: string;
  provider_title: string | null;
  begin_date: IsoDate;
  end_date: IsoDate | null;
  pcp_selected: Generated<boolean>;
  pcp_termination_reason: string | null;
}

export interface PreventiveCareDueDatesTable {
  member_key: string;
  due_date: IsoDate;
}

export interface MedicareMaterialEligibilityTable {
  member_key: string;
  eligible: boolean;
  answers_forbidden: Generated<boolean>;
}

export interface MedicareMaterialsTable {
  medicare_material_id: Generated<number>;
  member_key: string;
  title: string;
  description: string | null;
  document_type: string;
  url: string;
  plan_year: number | null;
  display_order: Generated<number>;
}

export interface PlanManagementTable {
  family_key: string;
  eligible_and_active: boolean;
  group_type: string;
  open_enrollment_start: IsoDate | null;
  open_enrollment_end: IsoDate | null;
  current_plan_year: number | null;
  upcoming_plan_year: number | null;
  coverage_end_date_upon_cancellation: IsoDate | null;
  coverage_start_date_upon_renewal: IsoDate | null;
  direct_plan_cancellation_status: 'M' | 'D' | null;
  direct_cancellation_options: Json;
  direct_shop_url: string | null;
  exchange_url: string | null;
  exchange_url_label: string | null;
}

export interface EbillStatusTable {
  family_key: string;
  has_ebill: Generated<boolean>;
  ebill_registered: Generated<boolean>;
  show_ebill_alert: Generated<boolean>;
}

export interface IdCardEligibilityTable {
  member_key: string;
  eligible: boolean;
}

export interface FamilyProductsTable {
  family_key: string;
  name: string;
  eligible: boolean;
  url: string | null;
  display_order: Generated<number>;
}

export type ClaimStatus = 'RECEIVED' | 'PENDING' | 'PAID' | 'DENIED' | 'ADJUSTED';

export interface ClaimsTable {
  claim_number: string;
  family_key: string;
  member_key: string;
  category: BenefitCategory;
  provider_id: string | null;
  provider_name: string;
  service_start_date: IsoDate;
  service_end_date: IsoDate;
  received_date: IsoDate;
  processed_date: IsoDate | null;
  billed_cents: number;
  allowed_cents: number;
  paid_cents: number;
  member_responsibility_cents: number;
  status: ClaimStatus;
}

export interface EobDocumentsTable {
  eob_document_id: string;
  claim_number: string;
  family_key: string;
  issued_date: IsoDate;
  title: string;
  file_name: string;
}

export interface HolidayCalendarsTable {
  domain_id: number;
  html: string;
  updated_at: Timestamp;
}

export type GroupDocumentKind = 'outline_of_coverage' | 'member_handbook' | 'certificate_of_coverage';

export interface GroupDocumentsTable {
  group_key: string;
  kind: GroupDocumentKind;
  title: string;
  body: string;
  url: string | null;
}

export interface MemberDataTables {
  group_plans: GroupPlansTable;
  member_eligibility: MemberEligibilityTable;
  family_eligibility: FamilyEligibilityTable;
  benefit_tiers: BenefitTiersTable;
  benefit_service_links: BenefitServiceLinksTable;
  dental_maximums: DentalMaximumsTable;
  dental_services: DentalServicesTable;
  service_details: ServiceDetailsTable;
  service_detail_tiers: ServiceDetailTiersTable;
  limits: LimitsTable;
  programs: ProgramsTable;
  program_enrollments: ProgramEnrollmentsTable;
  providers: ProvidersTable;
  provider_locations: ProviderLocationsTable;
  referrals: ReferralsTable;
  pcp_eligibility: PcpEligibilityTable;
  pcp_history: PcpHistoryTable;
  preventive_care_due_dates: PreventiveCareDueDatesTable;
  medicare_material_eligibility: MedicareMaterialEligibilityTable;
  medicare_materials: MedicareMaterialsTable;
  plan_management: PlanManagementTable;
  ebill_status: EbillStatusTable;
  id_card_eligibility: IdCardEligibilityTable;
  family_products: FamilyProductsTable;
  claims: ClaimsTable;
  eob_documents: EobDocumentsTable;
  holiday_calendars: HolidayCalendarsTable;
  group_documents: GroupDocumentsTable;
}
