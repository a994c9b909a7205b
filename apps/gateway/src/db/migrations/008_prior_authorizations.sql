-- Prior authorizations of a family (document 2 §1 names the area; its shape is not shown): the
-- services a provider asked the plan to approve before they are given, with status and dates.
create table prior_authorizations (
  prior_authorization_id bigint generated always as identity primary key,
  authorization_number   text not null unique,
  family_key             text not null references families (family_key),
  member_key             text not null references members (member_key),
  status                 text not null check (status in ('APPROVED', 'PENDING', 'DENIED', 'CANCELLED')),
  service_description    text not null,
  provider_name          text not null,
  requested_date         date not null,
  decision_date          date,
  start_date             date,
  end_date               date
);
create index prior_authorizations_family on prior_authorizations (family_key, requested_date desc);
