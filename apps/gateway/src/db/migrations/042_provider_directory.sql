-- The provider directory as a public FHIR API and prior authorizations in the Patient Access API
-- (issue 38 §2, §3; decision 058).
--
-- Each brand's provider networks (Da Vinci PDex Plan-Net: a Network and the InsurancePlan offered on
-- it). The directory's providers and offices (providers, provider_locations) are one catalogue shared
-- by every brand, as the primary-care search reads them; a network names the ones that take part in it.
-- Reference data, not member data.
create table provider_networks (
  network_id    text primary key check (network_id ~ '^[a-z0-9-]{1,40}$'),
  domain_id     smallint not null check (domain_id in (1, 2, 5)),
  name          text not null,
  plan_name     text not null,
  -- The Plan-Net InsuranceProductType code of the plan offered on the network (commppo, mediadvhmo, dent).
  product_type  text not null,
  -- When the network's entry was last published: the directory resources' meta.lastUpdated.
  updated_at    timestamptz not null default now()
);
create index provider_networks_domain on provider_networks (domain_id);

create table provider_network_members (
  network_id   text not null references provider_networks (network_id),
  provider_id  text not null references providers (provider_id),
  primary key (network_id, provider_id)
);
create index provider_network_members_provider on provider_network_members (provider_id);

-- What a prior authorization asks for, coded: the service's billing code (CPT for medical care, CDT
-- for dental) and how many units (visits, sessions) were asked for. Rows written before this
-- migration keep their description alone and count one unit.
alter table prior_authorizations
  add column service_code text,
  add column service_code_system text check (service_code_system in ('CPT', 'CDT')),
  add column quantity integer not null default 1 check (quantity > 0);
