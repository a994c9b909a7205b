-- Claims the member submits (issue 39 §3, decision 064): a service already paid, with its itemized
-- receipt. Each submission is also a row of `claims` (status RECEIVED), so it is in the member's
-- claims list at once, and moves on received → in review → processed through the job queue; the
-- details the claims table has no column for (address, country, services, teeth, the amount in the
-- currency paid) are kept here. The receipt is stored with the submission, as a message's files
-- are (decision 059), written in the same transaction.
-- The claim numbers of submissions: SUB and eight digits, apart from the seeded claims' numbers.
create sequence claim_submission_numbers;

create table claim_submissions (
  submission_id        bigint generated always as identity primary key,
  claim_number         text not null unique references claims (claim_number),
  member_key           text not null references members (member_key),
  family_key           text not null references families (family_key),
  domain_id            smallint not null check (domain_id in (1, 2, 5)),
  claim_type           text not null check (claim_type in ('medical', 'dental')),
  provider_name        text not null,
  provider_address     text not null,
  country              char(2) not null,
  service_date         date not null,
  services             text not null,
  teeth                text not null default '',
  amount_minor         integer not null check (amount_minor > 0),
  currency             char(3) not null,
  status               text not null default 'received' check (status in ('received', 'in-review', 'processed')),
  submitted_by         bigint not null references accounts (account_id),
  submitted_at         timestamptz not null,
  status_changed_at    timestamptz not null
);
create index claim_submissions_brand on claim_submissions (domain_id, submission_id desc);
create index claim_submissions_family on claim_submissions (family_key);

create table claim_submission_attachments (
  attachment_id        bigint generated always as identity primary key,
  submission_id        bigint not null references claim_submissions (submission_id) on delete cascade,
  file_name            text not null,
  content_type         text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size            integer not null check (byte_size > 0 and byte_size <= 5242880),
  content              bytea not null,
  created_at           timestamptz not null default now()
);
create index claim_submission_attachments_submission on claim_submission_attachments (submission_id);

-- A submitted claim is told at each step (issue 39 §3): received and in review join the kinds.
alter table member_notifications drop constraint if exists member_notifications_kind_check;
alter table member_notifications add constraint member_notifications_kind_check check (kind in (
  'claim-received', 'claim-in-review', 'claim-processed', 'eob-ready', 'id-card-order-sent',
  'pcp-change-effective', 'message-answered', 'password-changed', 'new-device-sign-in', 'two-step-on',
  'two-step-off', 'staff-login-as'
));
