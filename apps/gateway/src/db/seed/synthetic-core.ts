import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { relevantPreferences } from './builder';
import { SYNTHETIC_GROUPS } from './synthetic-plan';

/* Groups, families, accounts, members and their preferences and policies, from the syn_* plan. */

export async function insertSyntheticGroups(db: Kysely<Database>): Promise<void> {
  await sql`insert into groups (group_key, group_id, group_name, domain_id, group_type, effective_date)
    select 'SYN-G' || lpad(g::text, 2, '0'), (30000000 + g)::text, 'Synthetic Employer ' || g, 1, 'EMPLOYER',
      make_date(extract(year from (select min(today) from syn_family))::int - 10, 1, 1)
    from generate_series(1, ${SYNTHETIC_GROUPS}::int) g`.execute(db);
  await sql`insert into group_plans (group_key, category, plan_effective_date)
    select g.group_key, c.category, g.effective_date
    from groups g cross join syn_category c where g.group_key like 'SYN-G%'`.execute(db);
}

export async function insertSyntheticFamilies(db: Kysely<Database>): Promise<void> {
  await sql`insert into families (family_key, group_key, subscriber_id, domain_id, effective_date, hire_date,
      address_line1, city, state, zip_code, country, phone_number)
    select family_key, group_key, subscriber_id, 1, effective_date, effective_date - 30,
      (100 + f % 9000) || ' NE Synthetic Ave', 'Portland', 'OR', '972' || lpad((1 + f % 40)::text, 2, '0'), 'US',
      '503-555-01' || lpad((f % 100)::text, 2, '0')
    from syn_family`.execute(db);
}

export async function insertSyntheticAccounts(db: Kysely<Database>, passwordHash: string): Promise<void> {
  // Upsert, so an account keeps its id (and its audit entries their actor) across seeds.
  await sql`insert into accounts (domain_id, username, password_hash, status, role, display_name)
    select 1, username, ${passwordHash}, 'ACT', 'member', first_name from syn_member
    on conflict (domain_id, lower(username)) do update set password_hash = excluded.password_hash,
      status = 'ACT', role = 'member', display_name = excluded.display_name, password_changed_at = null`.execute(
    db,
  );
}

export async function insertSyntheticMembers(db: Kysely<Database>): Promise<void> {
  await sql`insert into members (member_key, family_key, account_id, is_default_login, member_suffix, first_name,
      last_name, relationship, relationship_description, date_of_birth, sex, sex_description, member_role,
      insurance_type, network_names)
    select m.member_key, m.family_key, a.account_id, true, m.suffix, m.first_name, m.last_name,
      case m.suffix when 0 then 'SUBSCRIBER' when 1 then 'SPOUSE' else 'CHILD' end,
      case m.suffix when 0 then 'Subscriber' when 1 then 'Spouse' else 'Child' end,
      m.date_of_birth, m.sex, case m.sex when 'F' then 'Female' else 'Male' end,
      case m.suffix when 0 then 'SUBSCRIBER' else 'DEPENDENT' end, 'GROUP',
      array['Cascade Connect', 'Summit Dental PPO']
    from syn_member m join accounts a on a.domain_id = 1 and lower(a.username) = m.username`.execute(db);
}

export async function insertSyntheticPreferences(db: Kysely<Database>): Promise<void> {
  // Everything answered and signed: synthetic members land on /home like most personas.
  await sql`insert into member_preferences (member_key, email_address, electronic_eob, email_breaking_news,
      electronic_medicare_mailing, email_payment_reminder, email_autopay_withdrawal_reminder,
      discontinue_paper_statements, email_when_bill_ready, email_ewp_notification, show_ewp_landing_page,
      relevant_preferences, has_extended_policy)
    select member_key, username || '@example.com', 'Y', 'N', 'Y', 'Y', 'N', 'Y', 'Y', 'N', 'N',
      case when suffix = 0 then ${relevantPreferences(1, true)}::text[] else ${relevantPreferences(1, false)}::text[] end,
      false
    from syn_member`.execute(db);
  await sql`insert into registration_policies (member_key, is_communication_policy_signed, is_eeob_preference_consented)
    select member_key, true, case when suffix = 0 then true end from syn_member`.execute(db);
}
