-- Sign-in and access (issue 15): what the member's own session list shows beside created_at and
-- last_seen_at: the browser's user agent (cut to 512 characters, parsed only when shown) and the brand
-- the session was opened on. Both are stamped by plugins/session-client.ts once a token is issued;
-- older rows keep null and show as unknown.
alter table sessions add column user_agent text check (char_length(user_agent) <= 512);
alter table sessions add column domain_id smallint check (domain_id in (1, 2, 5));

-- The member's own open sessions, newest use first: GET account/access.
create index sessions_account_open on sessions (account_id, last_seen_at desc) where revoked_at is null;

-- The staff reads and writes in a login-as session, by the member's account (the audit plugin writes
-- detail.accountId and detail.staffAccountId): GET account/access reads them without a scan.
create index audit_log_staff_on_account on audit_log (((detail ->> 'accountId')), occurred_at)
  where detail ? 'staffAccountId';
-- Login-as rows by the member they opened.
create index audit_log_target_action on audit_log (target_member_key, action, occurred_at);
