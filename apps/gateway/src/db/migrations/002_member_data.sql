-- Member data areas: every entity of section 3 of both specification documents not held by 001.
-- Rule of this file: a row a member may see carries member_key or family_key (FK to 001), and an
-- index leads with that key, so a repository can always start from the signed-in member's family.
-- Catalogues shared by everyone (programs, providers, calendars) and group-level documents are the
-- exception: they hold no member's data and are reached through the member's group or enrolments.
-- Money is integer cents, calendar days are `date`, instants are `timestamptz`.
-- Categories are lower case here (medical, dental, vision, pharmacy); the API maps the casing.

-- Group plan per category (document 1 §3 Group detail). ACTIVE / FUTURE / TERMED is derived from
-- the dates by code (document 2 §4), so it can never disagree with them.
create table group_plans (
  group_key              text not null references groups (group_key),
  category               text not null check (category in ('medical', 'dental', 'vision', 'pharmacy')),
  plan_effective_date    date not null,
  plan_termination_date  date,
  primary key (group_key, category)
);

-- Eligibility per member and category (document 2 §3).
create table member_eligibility (
  member_key             text not null references members (member_key),
  category               text not null check (category in ('medical', 'dental', 'vision', 'pharmacy')),
  eligible               boolean not null,
  effective_date         date,
  termination_date       date,
  class_plan_id          text,
  class_plan_effective_date date,
  insurance_type         text,
  plan                   text,
  primary key (member_key, category)
);

-- Family eligibility rows (document 2 §3): the history the row-selection rule of §4 chooses from.
create table family_eligibility (
  family_eligibility_id  bigint generated always as identity primary key,
  family_key             text not null references families (family_key),
  member_key             text not null references members (member_key),
  suffix                 smallint not null check (suffix >= 0),
  product_category       text not null check (product_category in ('medical', 'dental', 'vision', 'pharmacy')),
  source                 text not null,
  effective_date         date not null,
  termed_date            date
);
create index family_eligibility_family on family_eligibility (family_key, member_key, product_category);
create index family_eligibility_member on family_eligibility (member_key);

-- Benefit summary of one member, category and network tier for one plan period (document 2 §3).
-- The period lets benefits/history and asOfDate pick a past year without another table.
-- Deductible and out-of-pocket figures are nullable: plans without one leave them empty.
create table benefit_tiers (
  benefit_tier_id        bigint generated always as identity primary key,
  member_key             text not null references members (member_key),
  category               text not null check (category in ('medical', 'dental', 'vision', 'pharmacy')),
  -- tab1 / innet are in network, tab2 / outnet out of network (document 2 §4).
  tier_id                text not null,
  name                   text not null,
  display_order          smallint not null default 0,
  period_start           date not null,
  period_end             date not null,
  individual_deductible_cents           integer,
  individual_deductible_met_cents       integer,
  individual_deductible_remaining_cents integer,
  family_deductible_cents               integer,
  family_deductible_met_cents           integer,
  family_deductible_remaining_cents     integer,
  individual_out_of_pocket_cents           integer,
  individual_out_of_pocket_met_cents       integer,
  individual_out_of_pocket_remaining_cents integer,
  family_out_of_pocket_cents               integer,
  family_out_of_pocket_met_cents           integer,
  family_out_of_pocket_remaining_cents     integer,
  unique (member_key, category, tier_id, period_start),
  check (period_end >= period_start)
);

-- The services links of a tier summary (document 2 §3: url, pageId, pageDescription).
create table benefit_service_links (
  benefit_service_link_id bigint generated always as identity primary key,
  benefit_tier_id        bigint not null references benefit_tiers (benefit_tier_id),
  member_key             text not null references members (member_key),
  page_id                text not null,
  page_description       text not null,
  url                    text not null,
  display_order          smallint not null default 0
);
create index benefit_service_links_tier on benefit_service_links (benefit_tier_id);
create index benefit_service_links_member on benefit_service_links (member_key);

-- Dental maximums (document 2 §3). The source's -1 and 0 mean "no maximum" and are kept as sent,
-- because document 2 §5 says they are ignored, not that they cannot occur.
create table dental_maximums (
  dental_maximum_id      bigint generated always as identity primary key,
  benefit_tier_id        bigint not null references benefit_tiers (benefit_tier_id),
  member_key             text not null references members (member_key),
  description            text not null,
  family_amount_cents    integer,
  indiv_amount_cents     integer,
  met_cents              integer,
  remaining_cents        integer,
  detail_description     text,
  display_order          smallint not null default 0
);
create index dental_maximums_tier on dental_maximums (benefit_tier_id);
create index dental_maximums_member on dental_maximums (member_key);

-- Dental services of a tier (document 2 §3). amount is what the plan covers as the plan words it
-- ('80%', '$25 copay'), and incentive_tiers the coverage steps of an incentive plan.
create table dental_services (
  dental_service_id      bigint generated always as identity primary key,
  benefit_tier_id        bigint not null references benefit_tiers (benefit_tier_id),
  member_key             text not null references members (member_key),
  code                   text not null,
  name                   text not null,
  amount                 text not null,
  description            text,
  incentive_tiers        text[] not null default '{}',
  benefit_limit          text,
  display_order          smallint not null default 0
);
create index dental_services_tier on dental_services (benefit_tier_id);
create index dental_services_member on dental_services (member_key, code);

-- Service detail pages (/details/{id}/{category}/{code}, /services/dental/{code}; document 2 §3).
create table service_details (
  service_detail_id      bigint generated always as identity primary key,
  member_key             text not null references members (member_key),
  category               text not null check (category in ('medical', 'dental', 'vision', 'pharmacy')),
  service_id             text not null,
  code                   text,
  main_note              text,
  out_of_pocket          text,
  unique (member_key, category, service_id)
);

-- Tier out-of-pocket rows of a service detail. A copay is money, a coinsurance a percentage:
-- two typed columns instead of one that changes unit with is_copay.
create table service_detail_tiers (
  service_detail_tier_id bigint generated always as identity primary key,
  service_detail_id      bigint not null references service_details (service_detail_id),
  member_key             text not null references members (member_key),
  description            text not null,
  network                text not null,
  note                   text,
  is_copay               boolean not null,
  copay_cents            integer,
  coinsurance_percent    smallint check (coinsurance_percent between 0 and 100),
  display_order          smallint not null default 0,
  check ((is_copay and copay_cents is not null) or (not is_copay and coinsurance_percent is not null))
);
create index service_detail_tiers_detail on service_detail_tiers (service_detail_id);
create index service_detail_tiers_member on service_detail_tiers (member_key);

-- Limits (document 2 §3). INDIVIDUAL rows name their member; FAMILY rows belong to the family.
-- Amounts are nullable on purpose: document 2 §5 makes a limit with a missing figure invalid.
create table limits (
  limit_id               bigint generated always as identity primary key,
  family_key             text not null references families (family_key),
  member_key             text references members (member_key),
  product_category       text not null check (product_category in ('medical', 'dental', 'vision', 'pharmacy')),
  coverage_type          text not null check (coverage_type in ('INDIVIDUAL', 'FAMILY')),
  limit_type             text not null,
  -- Same ids as benefit tiers (innet, outnet, tab1, tab2).
  network_tier           text not null,
  total_cents            integer,
  total_met_cents        integer,
  total_remaining_cents  integer,
  detailed_description_header text,
  detailed_description_body   text,
  period_start           date not null,
  period_end             date not null,
  display_order          smallint not null default 0,
  check ((coverage_type = 'INDIVIDUAL') = (member_key is not null))
);
create index limits_family on limits (family_key, product_category, period_start);
create index limits_member on limits (member_key);

-- Programs catalogue (document 2 §3), shared by every brand. Ids are the source's (92 Find a
-- dentist, 37 Navitus ...); the shortcuts -1 and -3 are built by code, not stored.
create table programs (
  program_id             integer primary key check (program_id > 0),
  name                   text not null,
  description            text not null,
  categories             text[] not null default '{}',
  display_order          integer not null default 0,
  high_priority          boolean not null default false,
  feature_group          text,
  child_resource_ids     integer[] not null default '{}',
  resource               text,
  url                    text,
  url_document_type      text,
  phone_number           text
);

-- Who may use a program: a whole family (member_key null) or one member of it.
create table program_enrollments (
  program_enrollment_id  bigint generated always as identity primary key,
  family_key             text not null references families (family_key),
  member_key             text references members (member_key),
  program_id             integer not null references programs (program_id),
  eligible               boolean not null default true,
  enrolled               boolean not null default true
);
create unique index program_enrollments_unique on program_enrollments (family_key, coalesce(member_key, ''), program_id);
create index program_enrollments_member on program_enrollments (member_key);
create index program_enrollments_program on program_enrollments (program_id);

-- Provider directory (document 2 §3 Provider); not member data.
create table providers (
  provider_id            text primary key,
  name                   text not null,
  group_name             text,
  title                  text,
  accepting_new_patients boolean not null default true,
  specialty              text,
  languages              text[] not null default '{}',
  -- May be chosen as a primary care provider (pcp/search lists only these).
  is_primary_care        boolean not null default true
);

create table provider_locations (
  provider_location_id   bigint generated always as identity primary key,
  provider_id            text not null references providers (provider_id),
  address_line1          text not null,
  address_line2          text,
  city                   text not null,
  state                  text not null,
  zip_code               text not null,
  phone_number           text,
  latitude               double precision,
  longitude              double precision
);
create index provider_locations_provider on provider_locations (provider_id);
create index provider_locations_zip on provider_locations (zip_code);

-- Referrals (document 2 §3, paged by the API, filtered by member, status and provider).
create table referrals (
  referral_id            bigint generated always as identity primary key,
  referral_number        text not null unique,
  family_key             text not null references families (family_key),
  member_key             text not null references members (member_key),
  status_code            text not null,
  status_description     text not null,
  provider_id            text,
  provider_name          text not null,
  provider_specialty     text,
  referring_provider_name text,
  received_date          date not null,
  start_date             date not null,
  end_date               date,
  visits_authorized      integer,
  visits_used            integer
);
create index referrals_family on referrals (family_key, start_date desc, referral_id);
create index referrals_member on referrals (member_key, start_date desc);

-- Primary care eligibility (document 2 §3 "eligibleDates" per member).
create table pcp_eligibility (
  member_key             text not null references members (member_key),
  start_date             date not null,
  end_date               date,
  primary key (member_key, start_date)
);

-- pcp360 history (document 2 §3): past and current primary care choices; locations come from the
-- provider. pcp/select ends the open row and adds one.
create table pcp_history (
  pcp_history_id         bigint generated always as identity primary key,
  member_key             text not null references members (member_key),
  provider_id            text not null references providers (provider_id),
  provider_name          text not null,
  provider_title         text,
  begin_date             date not null,
  end_date               date,
  pcp_selected           boolean not null default true,
  pcp_termination_reason text
);
create index pcp_history_member on pcp_history (member_key, begin_date desc);
create index pcp_history_provider on pcp_history (provider_id);

-- City of Portland preventive care initiative (document 2 §2, group 10002805): the due date.
create table preventive_care_due_dates (
  member_key             text primary key references members (member_key),
  due_date               date not null
);

-- Medicare materials eligibility (document 2 §7). answers_forbidden makes the materials call answer
-- 403 for this member, which the screen turns into an empty list (document 2 §8).
create table medicare_material_eligibility (
  member_key             text primary key references members (member_key),
  eligible               boolean not null,
  answers_forbidden      boolean not null default false
);

create table medicare_materials (
  medicare_material_id   bigint generated always as identity primary key,
  member_key             text not null references members (member_key),
  title                  text not null,
  description            text,
  document_type          text not null,
  url                    text not null,
  plan_year              integer,
  display_order          smallint not null default 0
);
create index medicare_materials_member on medicare_materials (member_key, display_order);

-- Plan management per family (document 2 §3, §4).
create table plan_management (
  family_key             text primary key references families (family_key),
  eligible_and_active    boolean not null,
  group_type             text not null,
  open_enrollment_start  date,
  open_enrollment_end    date,
  current_plan_year      integer,
  upcoming_plan_year     integer,
  coverage_end_date_upon_cancellation date,
  coverage_start_date_upon_renewal    date,
  -- null: renewal reminder; M: medical benefits ending; D: medical and dental ending.
  direct_plan_cancellation_status char(1) check (direct_plan_cancellation_status in ('M', 'D')),
  -- [{ "id": "M", "description": "..." }]: the choices offered, as the source sends them.
  direct_cancellation_options jsonb not null default '[]',
  direct_shop_url        text,
  exchange_url           text,
  exchange_url_label     text
);

-- eBill flags per family (document 2 §7).
create table ebill_status (
  family_key             text primary key references families (family_key),
  has_ebill              boolean not null default false,
  ebill_registered       boolean not null default false,
  show_ebill_alert       boolean not null default false
);

-- ID card eligibility per member (document 2 §7 idCard/eligible).
create table id_card_eligibility (
  member_key             text primary key references members (member_key),
  eligible               boolean not null
);

-- Products of the account details (document 2 §3: name, eligible, url).
create table family_products (
  family_key             text not null references families (family_key),
  name                   text not null,
  eligible               boolean not null,
  url                    text,
  display_order          smallint not null default 0,
  primary key (family_key, name)
);

-- Claims (document 2 §6 menu rules; the calls are configured, their shapes left to us).
create table claims (
  claim_number           text primary key,
  family_key             text not null references families (family_key),
  member_key             text not null references members (member_key),
  category               text not null check (category in ('medical', 'dental', 'vision', 'pharmacy')),
  provider_id            text,
  provider_name          text not null,
  service_start_date     date not null,
  service_end_date       date not null,
  received_date          date not null,
  processed_date         date,
  billed_cents           integer not null,
  allowed_cents          integer not null,
  paid_cents             integer not null,
  member_responsibility_cents integer not null,
  status                 text not null check (status in ('RECEIVED', 'PENDING', 'PAID', 'DENIED', 'ADJUSTED')),
  check (service_end_date >= service_start_date)
);
create index claims_family on claims (family_key, service_start_date desc);
create index claims_member on claims (member_key, service_start_date desc);

-- EOB documents (one per processed claim), shown to subscribers only (document 2 §6).
create table eob_documents (
  eob_document_id        text primary key,
  claim_number           text not null references claims (claim_number),
  family_key             text not null references families (family_key),
  issued_date            date not null,
  title                  text not null,
  file_name              text not null
);
create index eob_documents_family on eob_documents (family_key, issued_date desc);
create index eob_documents_claim on eob_documents (claim_number);

-- Holiday calendar HTML per brand (document 1 §7 message/calendar/domain/{domainId}).
create table holiday_calendars (
  domain_id              smallint primary key check (domain_id in (1, 2, 5)),
  html                   text not null,
  updated_at             timestamptz not null default now()
);

-- Handbook, certificate and outline-of-coverage text per group (document 1 §7 handbook/ooc).
create table group_documents (
  group_key              text not null references groups (group_key),
  kind                   text not null check (kind in ('outline_of_coverage', 'member_handbook', 'certificate_of_coverage')),
  title                  text not null,
  body                   text not null,
  url                    text,
  primary key (group_key, kind)
);
