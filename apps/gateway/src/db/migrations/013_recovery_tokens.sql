-- Password-reset links (issue 14): only the SHA-256 of the random token is kept, so a copy of the
-- database cannot reset anyone's password. A link works 30 minutes, once; a later link for the same
-- account ends it, and so do five wrong security answers. Ended links stay for the audit trail.
create table recovery_tokens (
  token_hash     text primary key,
  account_id     bigint not null references accounts (account_id) on delete cascade,
  created_at     timestamptz not null,
  expires_at     timestamptz not null,
  wrong_answers  integer not null default 0 check (wrong_answers >= 0),
  ended_at       timestamptz,
  end_reason     text check (end_reason in ('used', 'replaced', 'too-many-answers')),
  check ((ended_at is null) = (end_reason is null))
);
create index recovery_tokens_account on recovery_tokens (account_id) where ended_at is null;
