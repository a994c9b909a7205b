-- Core: groups, families, members, sign-in accounts, sessions, lockout and audit.
-- Every member-data table keys on member_key or family_key so a query can be limited to one family.

create table groups (
  group_key          text primary key,
  group_id           text not null,
  group_name         text not null,
  parent_group_id    text,
  parent_group_name  text,
  domain_id          smallint not null check (domain_id in (1, 2, 5)),
  -- The sales-platform single sign-on flag (document 1 §3, Group).
  sales_platform     boolean not null default false,
  group_type         text not null default 'EMPLOYER',
  effective_date     date not null,
  termination_date   date
);
create index groups_group_id on groups (group_id);

-- A subscriber's family within one group: the account details of document 2 §3.
create table families (
  family_key         text primary key,
  group_key          text not null references groups (group_key),
  subscriber_id      text not null,
  domain_id          smallint not null check (domain_id in (1, 2, 5)),
  effective_date     date,
  hire_date          date,
  employee_id        text,
  is_local598        boolean not null default false,
  address_line1      text,
  address_line2      text,
  city               text,
  state              text,
  zip_code           text,
  country            text,
  phone_number       text,
  chat_host          text,
  chat_bus           text,
  chat_poc           text,
  display_chat       boolean not null default false,
  chat_mapped_group_id text
);
create index families_subscriber_id on families (domain_id, subscriber_id);
create index families_group on families (group_key);

-- The people who sign in. Staff accounts have no member; a member account may hold one member per group.
create table accounts (
  account_id         bigint generated always as identity primary key,
  domain_id          smallint not null check (domain_id in (1, 2, 5)),
  username           text not null,
  password_hash      text not null,
  status             text not null default 'ACT' check (status in ('ACT', 'DIS', 'INI', 'DLG', 'FRC')),
  role               text not null default 'member' check (role in ('member', 'logInAsAnyone', 'logInAsNonEmp')),
  display_name       text,
  created_at         timestamptz not null default now(),
  password_changed_at timestamptz
);
create unique index accounts_username on accounts (domain_id, lower(username));

create table members (
  member_key         text primary key,
  family_key         text not null references families (family_key),
  account_id         bigint references accounts (account_id),
  -- The member a sign-in lands on first when the account holds several groups.
  is_default_login   boolean not null default false,
  member_suffix      smallint not null check (member_suffix >= 0),
  first_name         text not null,
  last_name          text not null,
  relationship       text not null,
  relationship_description text not null,
  date_of_birth      date not null,
  sex                text not null,
  sex_description    text not null,
  has_out_of_area_plan boolean not null default false,
  has_other_medical  boolean not null default false,
  has_other_dental   boolean not null default false,
  member_role        text,
  insurance_type     text,
  network_names      text[] not null default '{}',
  unique (family_key, member_suffix)
);
create index members_account on members (account_id);

-- Consecutive failed sign-ins by (brand, username), whether or not the username exists,
-- so the answers never tell which usernames exist (document 1 §8).
create table login_failures (
  domain_id          smallint not null,
  username           text not null,
  consecutive_failures integer not null default 0,
  locked_at          timestamptz,
  last_failure_at    timestamptz,
  primary key (domain_id, username)
);

create table login_attempts (
  attempt_id         bigint generated always as identity primary key,
  domain_id          smallint not null,
  username           text not null,
  succeeded          boolean not null,
  outcome            text not null,
  client_address     text,
  attempted_at       timestamptz not null default now()
);
create index login_attempts_username on login_attempts (domain_id, username, attempted_at);

create table sessions (
  session_id         uuid primary key,
  account_id         bigint not null references accounts (account_id),
  member_key         text references members (member_key),
  kind               text not null check (kind in ('temporary', 'session')),
  role               text not null,
  issued_by_role     text,
  -- The staff session a login-as session was opened from.
  issued_by_account_id bigint references accounts (account_id),
  -- Set once the member picked a group at /group-selection.
  chosen_group_id    text,
  prevent_sales_platform boolean not null default false,
  created_at         timestamptz not null default now(),
  expires_at         timestamptz not null,
  revoked_at         timestamptz
);
create index sessions_account on sessions (account_id);
create index sessions_member on sessions (member_key);
create index sessions_issued_by on sessions (issued_by_account_id);

create table audit_log (
  audit_id           bigint generated always as identity primary key,
  occurred_at        timestamptz not null default now(),
  action             text not null,
  actor_account_id   bigint references accounts (account_id),
  target_member_key  text,
  client_address     text,
  detail             jsonb not null default '{}'
);
create index audit_log_action on audit_log (action, occurred_at);
create index audit_log_actor on audit_log (actor_account_id);

-- Communication preferences per member (document 1 §3). A null flag has not been answered.
create table member_preferences (
  member_key         text primary key references members (member_key),
  email_address      text,
  electronic_eob     char(1) check (electronic_eob in ('Y', 'N')),
  email_breaking_news char(1) check (email_breaking_news in ('Y', 'N')),
  electronic_medicare_mailing char(1) check (electronic_medicare_mailing in ('Y', 'N')),
  email_payment_reminder char(1) check (email_payment_reminder in ('Y', 'N')),
  email_autopay_withdrawal_reminder char(1) check (email_autopay_withdrawal_reminder in ('Y', 'N')),
  discontinue_paper_statements char(1) check (discontinue_paper_statements in ('Y', 'N')),
  email_when_bill_ready char(1) check (email_when_bill_ready in ('Y', 'N')),
  email_ewp_notification char(1) check (email_ewp_notification in ('Y', 'N')),
  show_ewp_landing_page char(1) check (show_ewp_landing_page in ('Y', 'N')),
  -- The controls this member is shown (document 1 §3 "relevant preferences"), by API field name.
  relevant_preferences text[] not null default '{}',
  has_extended_policy boolean not null default false,
  updated_at         timestamptz not null default now()
);

-- Registration policy answers (document 1 §3); null until the member answers.
create table registration_policies (
  member_key         text primary key references members (member_key),
  is_communication_policy_signed boolean,
  is_eeob_preference_consented boolean,
  updated_at         timestamptz not null default now()
);
