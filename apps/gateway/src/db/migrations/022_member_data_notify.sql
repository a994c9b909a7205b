-- Issue 16: gateways cache a member's read responses for a short while (apps/gateway/src/response-cache/).
-- Every write to the data those responses are read from, whichever code or tool makes it, tells every
-- gateway listening on this database which families changed: one NOTIFY per statement, sent when the
-- transaction commits, on the channel response-cache/response-invalidation.ts listens on. The payload is
-- `f:` and the family keys, comma-separated, or `*` (everyone) for shared data (groups, the program
-- catalogue, the provider directory) and for a statement that touched more than 50 families (a seed).
-- The first trigger argument names the row's key: family_key, member_key, account_id, or all.
create or replace function notify_member_data_changed() returns trigger language plpgsql as $$
declare
  key_column text := tg_argv[0];
  changed text;
  families text[];
begin
  if key_column = 'all' then
    perform pg_notify('dash_member_data', '*');
    return null;
  end if;
  changed := case tg_op
    when 'INSERT' then format('select %1$I::text as k from new_rows', key_column)
    when 'DELETE' then format('select %1$I::text as k from old_rows', key_column)
    else format('select %1$I::text as k from new_rows union select %1$I::text from old_rows', key_column)
  end;
  execute case key_column
    when 'family_key' then format('select array_agg(distinct k) from (%s) c where k is not null', changed)
    when 'member_key' then format(
      'select array_agg(distinct m.family_key) from members m where m.member_key in (select k from (%s) c)',
      changed)
    else format(
      'select array_agg(distinct m.family_key) from members m where m.account_id::text in (select k from (%s) c)',
      changed)
  end into families;
  if families is null then
    return null;
  end if;
  if cardinality(families) > 50 then
    perform pg_notify('dash_member_data', '*');
  else
    perform pg_notify('dash_member_data', 'f:' || array_to_string(families, ','));
  end if;
  return null;
end;
$$;

-- One trigger per table and kind of statement: a transition table is named only where it exists.
create or replace function watch_member_data(table_name text, key_column text) returns void language plpgsql as $$
begin
  execute format(
    'create trigger %1$I after insert on %2$I referencing new table as new_rows
       for each statement execute function notify_member_data_changed(%3$L)',
    table_name || '_inserted_notify', table_name, key_column);
  execute format(
    'create trigger %1$I after update on %2$I referencing old table as old_rows new table as new_rows
       for each statement execute function notify_member_data_changed(%3$L)',
    table_name || '_updated_notify', table_name, key_column);
  execute format(
    'create trigger %1$I after delete on %2$I referencing old table as old_rows
       for each statement execute function notify_member_data_changed(%3$L)',
    table_name || '_deleted_notify', table_name, key_column);
end;
$$;

select watch_member_data(t.name, t.key_column)
from (values
  -- A family's rows.
  ('families', 'family_key'),
  ('members', 'family_key'),
  ('family_eligibility', 'family_key'),
  ('limits', 'family_key'),
  ('program_enrollments', 'family_key'),
  ('referrals', 'family_key'),
  ('plan_management', 'family_key'),
  ('ebill_status', 'family_key'),
  ('family_products', 'family_key'),
  ('claims', 'family_key'),
  ('eob_documents', 'family_key'),
  ('prior_authorizations', 'family_key'),
  ('plan_cancellations', 'family_key'),
  -- A member's rows.
  ('member_preferences', 'member_key'),
  ('registration_policies', 'member_key'),
  ('member_eligibility', 'member_key'),
  ('benefit_tiers', 'member_key'),
  ('benefit_service_links', 'member_key'),
  ('dental_maximums', 'member_key'),
  ('dental_services', 'member_key'),
  ('service_details', 'member_key'),
  ('service_detail_tiers', 'member_key'),
  ('pcp_eligibility', 'member_key'),
  ('pcp_history', 'member_key'),
  ('preventive_care_due_dates', 'member_key'),
  ('medicare_material_eligibility', 'member_key'),
  ('medicare_materials', 'member_key'),
  ('id_card_eligibility', 'member_key'),
  ('id_card_orders', 'member_key'),
  -- A sign-in account's rows (the language, the security answers, two-step sign-in, app grants).
  ('accounts', 'account_id'),
  ('security_answers', 'account_id'),
  ('mfa_factors', 'account_id'),
  ('mfa_recovery_codes', 'account_id'),
  ('smart_grants', 'account_id'),
  -- Shared by many families.
  ('groups', 'all'),
  ('group_plans', 'all'),
  ('group_documents', 'all'),
  ('programs', 'all'),
  ('providers', 'all'),
  ('provider_locations', 'all'),
  ('holiday_calendars', 'all'),
  ('zip_centroids', 'all'),
  ('claim_service_lines', 'all')
) as t(name, key_column);

drop function watch_member_data(text, text);
