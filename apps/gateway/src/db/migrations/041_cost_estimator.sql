-- Issue 38 §1: the cost estimator. A catalogue of services by billing code (CPT/HCPCS for medical,
-- CDT for dental) with plain-language names in English and Spanish, and what each in-network provider
-- has negotiated for them. Shared by everyone, like the provider directory.
create table estimate_services (
  service_code                 text primary key check (service_code ~ '^[A-Z0-9]{5}$'),
  code_system                  text not null check (code_system in ('CPT', 'HCPCS', 'CDT')),
  category                     text not null check (category in ('medical', 'dental')),
  name_en                      text not null,
  name_es                      text not null,
  -- The benefits' service page whose in-network copay or coinsurance applies (service_details.service_id).
  benefit_page                 text not null,
  deductible_applies           boolean not null,
  covered                      boolean not null default true,
  -- What a bundled service includes, one entry per item, in both languages (same length).
  bundled_items_en             text[] not null default '{}',
  bundled_items_es             text[] not null default '{}',
  prerequisite                 text check (prerequisite in ('priorAuthorization', 'referral')),
  -- What the plan allows out of network; null when it pays nothing there.
  out_of_network_allowed_cents integer check (out_of_network_allowed_cents >= 0),
  display_order                integer not null default 0,
  check (cardinality(bundled_items_en) = cardinality(bundled_items_es))
);
create index estimate_services_category on estimate_services (category, display_order);

-- The in-network providers that give a service, with their negotiated rate; a null rate is a provider
-- that gives it without a rate to estimate from ("covered, no estimate available; call us").
create table negotiated_rates (
  provider_id   text not null references providers (provider_id),
  service_code  text not null references estimate_services (service_code),
  rate_cents    integer check (rate_cents >= 0),
  primary key (service_code, provider_id)
);
create index negotiated_rates_provider on negotiated_rates (provider_id);

-- Cached responses read the catalogue: a change to it invalidates everyone's (migration 022).
create trigger estimate_services_inserted_notify after insert on estimate_services
  referencing new table as new_rows for each statement execute function notify_member_data_changed('all');
create trigger estimate_services_updated_notify after update on estimate_services
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_member_data_changed('all');
create trigger estimate_services_deleted_notify after delete on estimate_services
  referencing old table as old_rows for each statement execute function notify_member_data_changed('all');
create trigger negotiated_rates_inserted_notify after insert on negotiated_rates
  referencing new table as new_rows for each statement execute function notify_member_data_changed('all');
create trigger negotiated_rates_updated_notify after update on negotiated_rates
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_member_data_changed('all');
create trigger negotiated_rates_deleted_notify after delete on negotiated_rates
  referencing old table as old_rows for each statement execute function notify_member_data_changed('all');
