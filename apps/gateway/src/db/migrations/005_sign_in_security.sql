-- Sign-in security (issue 10 points 6, 7, 10).

-- When a session was last used: the gateway refuses one unused for SESSION_IDLE_MINUTES (automatic logoff).
alter table sessions add column last_seen_at timestamptz not null default now();

-- Wrong current passwords at the password change, counted per account in a window by one atomic
-- upsert before the password is checked, so parallel attempts can never all be checked.
create table password_change_attempts (
  account_id         bigint primary key references accounts (account_id),
  window_started_at  timestamptz not null,
  attempts           integer not null
);
