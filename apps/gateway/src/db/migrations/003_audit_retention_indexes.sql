-- Issue 10 points 4 and 5: old sign-in records are pruned by age, and the audit log is read by member.
create index if not exists login_attempts_attempted_at on login_attempts (attempted_at);
create index if not exists login_failures_last_failure_at on login_failures (last_failure_at);
create index if not exists audit_log_target_member on audit_log (target_member_key, occurred_at);
