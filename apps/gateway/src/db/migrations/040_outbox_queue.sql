-- Issue 36 point 3 (decision 040): every message is queued (pg-boss's job table, schema pgboss) in the
-- transaction that caused it, and retried; the outbox row says where it is. queued: not tried yet;
-- retrying: an attempt failed and another is due; failed: the last retry failed too.
alter table outbox drop constraint if exists outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('pending', 'queued', 'retrying', 'sent', 'kept', 'failed'));
alter table outbox add column attempts integer not null default 0;
alter table outbox add column updated_at timestamptz;

-- Staff list the failed messages of their brand, newest first.
create index outbox_status_domain on outbox (status, domain_id, outbox_id desc);
