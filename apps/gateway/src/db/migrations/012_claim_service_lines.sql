-- The service lines of a claim (issue 14): what was done, for dental the tooth and surface, and how
-- each line was paid. Amounts in cents; the lines of a claim add up to the claim's totals.
create table claim_service_lines (
  claim_number        text not null references claims (claim_number) on delete cascade,
  line_number         smallint not null check (line_number > 0),
  procedure_code      text not null,
  description         text not null,
  tooth_number        text,
  tooth_surface       text,
  billed_cents        integer not null,
  allowed_cents       integer not null,
  paid_cents          integer not null,
  member_owes_cents   integer not null,
  primary key (claim_number, line_number)
);

-- The claims list filters by member and date of service within a family, newest first.
create index claims_family_status on claims (family_key, status, service_start_date desc);
