-- Every e-mail the gateway sends (ID card, username reminder, password reset, primary-care selection, registration): a record of the send,
-- shown and audited, never the body or the attachment (a reset link's token lives only in the message).
create table outbox (
  outbox_id   bigint generated always as identity primary key,
  kind        text not null check (kind in ('id-card', 'username-reminder', 'password-reset', 'pcp-selection', 'registration')),
  domain_id   smallint not null,
  member_key  text,
  recipient   text not null,
  subject     text not null,
  -- kept: no SMTP_URL configured; sent: the server accepted it; failed: refused or unreachable.
  status      text not null check (status in ('pending', 'sent', 'kept', 'failed')),
  error       text,
  created_at  timestamptz not null default now(),
  sent_at     timestamptz
);

create index outbox_member_key_created_at on outbox (member_key, created_at);
