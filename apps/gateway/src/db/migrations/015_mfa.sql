-- Multi-factor sign-in (issue 15, decision 017). A member's second factor: an authenticator app
-- (the TOTP secret kept only as AES-256-GCM ciphertext under MFA_ENCRYPTION_KEY) or a code e-mailed
-- through the outbox. Codes are kept only as keyed hashes (HMAC-SHA-256), never in clear.

-- A temporary token issued after the password, before the code: good for the code route only.
alter table sessions add column mfa_pending boolean not null default false;

create table mfa_factors (
  account_id      bigint primary key references accounts (account_id) on delete cascade,
  method          text not null check (method in ('totp', 'email')),
  totp_secret     text,
  -- Null while the enrolment waits for its first code (started, not yet confirmed).
  confirmed_at    timestamptz,
  created_at      timestamptz not null,
  -- The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay).
  last_totp_step  bigint,
  check ((method = 'totp') = (totp_secret is not null))
);

-- Ten single-use recovery codes per factor; a used code stays, marked, for the count and the audit.
create table mfa_recovery_codes (
  account_id  bigint not null references accounts (account_id) on delete cascade,
  code_hash   text not null,
  used_at     timestamptz,
  primary key (account_id, code_hash)
);

-- The one e-mailed code an account may have at a time (sign-in or enrolment); a new one replaces it.
create table mfa_email_codes (
  account_id  bigint primary key references accounts (account_id) on delete cascade,
  code_hash   text not null,
  created_at  timestamptz not null,
  expires_at  timestamptz not null
);

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in ('id-card', 'username-reminder', 'password-reset', 'pcp-selection', 'registration', 'mfa-code')
);
