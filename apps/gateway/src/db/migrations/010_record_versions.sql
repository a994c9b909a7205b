-- Optimistic concurrency for the account area's editable records (issue 13, decision 012): every
-- write adds one to the record's version and names the version it was made from, so a save from a
-- stale tab is refused (409) instead of silently overwriting the other tab's change.
alter table families add column address_version integer not null default 1;
alter table member_preferences add column version integer not null default 1;
alter table accounts add column security_answers_version integer not null default 1;
