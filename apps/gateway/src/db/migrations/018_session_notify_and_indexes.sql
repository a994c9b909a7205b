-- Issue 16: gateways cache session rows in memory (auth/session-store.ts). Any revocation, whichever
-- code or tool writes it, tells every gateway listening on this database at once: NOTIFY is sent when
-- the transaction commits, to the channel auth/session-state/session-invalidation.ts listens on.
create or replace function notify_session_ended() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('dash_session_ended', old.session_id::text);
    return old;
  end if;
  perform pg_notify('dash_session_ended', new.session_id::text);
  return new;
end;
$$;

create trigger sessions_revoked_notify
  after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function notify_session_ended();

create trigger sessions_deleted_notify
  after delete on sessions
  for each row execute function notify_session_ended();
