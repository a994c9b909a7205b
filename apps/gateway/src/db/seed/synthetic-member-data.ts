import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { PROGRAM } from './catalogue-programs';
import { OPEN_ENDED } from './dates';
import { COVERED } from './synthetic-plan';

const SYNTHETIC_PROGRAMS = [
  PROGRAM.findADentist,
  PROGRAM.navitus,
  PROGRAM.telehealth,
  PROGRAM.chooseHealthy,
  PROGRAM.passportDental,
  PROGRAM.dentalCostEstimator,
  PROGRAM.activeAndFit,
];

/** Eligibility by category and by family, ID card and primary care eligibility of the synthetic members. */
export async function insertSyntheticEligibility(db: Kysely<Database>): Promise<void> {
  await sql`insert into member_eligibility (member_key, category, eligible, effective_date, termination_date,
      class_plan_id, class_plan_effective_date, insurance_type, plan)
    select m.member_key, c.category, ${COVERED},
      case when ${COVERED} then m.effective_date end, case when ${COVERED} then m.termination_date end,
      case when ${COVERED} then c.class_plan_id end,
      case when ${COVERED} then greatest(m.effective_date, make_date(fam.plan_year, 1, 1)) end,
      case when ${COVERED} then c.insurance_type end, case when ${COVERED} then c.plan end
    from syn_member m join syn_family fam on fam.f = m.f cross join syn_category c`.execute(db);
  await sql`insert into family_eligibility (family_key, member_key, suffix, product_category, source,
      effective_date, termed_date)
    select m.family_key, m.member_key, m.suffix, c.category, c.source, m.effective_date,
      coalesce(m.termination_date, ${OPEN_ENDED}::date)
    from syn_member m join syn_family fam on fam.f = m.f cross join syn_category c where ${COVERED}`.execute(
    db,
  );
  await sql`insert into id_card_eligibility (member_key, eligible)
    select m.member_key, m.termination_date is null or m.termination_date >= fam.today
    from syn_member m join syn_family fam on fam.f = m.f`.execute(db);
  await sql`insert into pcp_eligibility (member_key, start_date, end_date)
    select member_key, effective_date, termination_date from syn_member`.execute(db);
}

/** Products, eBill flags and program enrolments of the synthetic families. */
export async function insertSyntheticProducts(db: Kysely<Database>): Promise<void> {
  await sql`insert into family_products (family_key, name, eligible, url, display_order)
    select fam.family_key, initcap(c.category), ${COVERED} and (fam.termination_date is null or fam.termination_date >= fam.today),
      case c.category when 'pharmacy' then '/navitus' else '/benefits/' || c.category end, c.ord
    from syn_family fam cross join syn_category c`.execute(db);
  await sql`insert into ebill_status (family_key, has_ebill, ebill_registered, show_ebill_alert)
    select family_key, f % 2 = 0, f % 4 = 0, f % 4 = 2 from syn_family`.execute(db);
  // About two programs in three per family, chosen by family number so the set varies.
  await sql`insert into program_enrollments (family_key, program_id)
    select fam.family_key, p.program_id from syn_family fam
    join programs p on p.program_id = any(${SYNTHETIC_PROGRAMS}::int[]) and (fam.f + p.program_id) % 3 <> 0`.execute(
    db,
  );
}

/** Benefit summaries (figures only) of the plan year, for every covered category. */
export async function insertSyntheticBenefits(db: Kysely<Database>): Promise<void> {
  await sql`insert into benefit_tiers (member_key, category, tier_id, name, display_order, period_start, period_end,
      individual_deductible_cents, individual_deductible_met_cents, individual_deductible_remaining_cents,
      family_deductible_cents, family_deductible_met_cents, family_deductible_remaining_cents,
      individual_out_of_pocket_cents, individual_out_of_pocket_met_cents, individual_out_of_pocket_remaining_cents,
      family_out_of_pocket_cents, family_out_of_pocket_met_cents, family_out_of_pocket_remaining_cents)
    select m.member_key, t.category, t.tier_id, t.name, t.ord,
      make_date(fam.plan_year, 1, 1), make_date(fam.plan_year, 12, 31),
      t.ind_ded, a.ind_ded_met, t.ind_ded - a.ind_ded_met,
      t.fam_ded, a.fam_ded_met, t.fam_ded - a.fam_ded_met,
      t.ind_oop, a.ind_oop_met, t.ind_oop - a.ind_oop_met,
      t.fam_oop, a.fam_oop_met, t.fam_oop - a.fam_oop_met
    from syn_member m join syn_family fam on fam.f = m.f
    join syn_tier t on true
    join syn_category c on c.category = t.category
    cross join lateral (select
      (round(t.ind_ded * m.met_fraction / 100) * 100)::int as ind_ded_met,
      (round(t.fam_ded * (fam.f % 100) / 10000.0) * 100)::int as fam_ded_met,
      (round(t.ind_oop * m.met_fraction / 200) * 100)::int as ind_oop_met,
      (round(t.fam_oop * (fam.f % 100) / 20000.0) * 100)::int as fam_oop_met) a
    where ${COVERED}`.execute(db);
}

/** Limits of the plan year, for every covered category. */
export async function insertSyntheticLimits(db: Kysely<Database>): Promise<void> {
  await sql`insert into limits (family_key, member_key, product_category, coverage_type, limit_type, network_tier,
      total_cents, total_met_cents, total_remaining_cents, detailed_description_header, detailed_description_body,
      period_start, period_end, display_order)
    select fam.family_key, m.member_key, l.category, l.coverage_type, l.limit_type, l.network_tier,
      l.total, a.met, l.total - a.met, l.header, l.body,
      make_date(fam.plan_year, 1, 1), make_date(fam.plan_year, 12, 31), l.ord
    from syn_family fam
    join syn_limit l on true
    join syn_category c on c.category = l.category
    left join syn_member m on m.f = fam.f and l.coverage_type = 'INDIVIDUAL'
    cross join lateral (select (round(l.total * coalesce(m.met_fraction, (fam.f % 100) / 100.0) / 100) * 100)::int as met) a
    where ${COVERED} and (l.coverage_type = 'FAMILY' or m.member_key is not null)`.execute(db);
}

/**
 * Three claims per member over the last two years of coverage (medical, dental, medical), every
 * fifth member's latest still pending. The billed figure's product is bigint: past member 271,000
 * it leaves int's range (the first million-member seed stopped there). Each claim has one service line.
 */
export async function insertSyntheticClaims(db: Kysely<Database>): Promise<void> {
  await sql`insert into claims (claim_number, family_key, member_key, category, provider_id, provider_name,
      service_start_date, service_end_date, received_date, processed_date, billed_cents, allowed_cents, paid_cents,
      member_responsibility_cents, status)
    select 'SYN-C' || lpad(m.i::text, 7, '0') || '-' || k, m.family_key, m.member_key, d.category, null,
      case d.category when 'dental' then 'Bright Smile Dental' else 'Rose City Family Medicine' end,
      d.start_date, d.start_date, d.start_date + 5, case when d.status <> 'PENDING' then d.start_date + 21 end,
      d.billed, d.allowed, (d.allowed * 0.8)::int,
      case when d.status = 'DENIED' then d.billed else d.allowed - (d.allowed * 0.8)::int end,
      d.status
    from syn_member m join syn_family fam on fam.f = m.f
    cross join generate_series(1, 3) k
    cross join lateral (select
      case k when 2 then 'dental' else 'medical' end as category,
      greatest(m.effective_date,
        least(fam.today - 3, coalesce(m.termination_date, fam.today)) - (k * 170 + m.i % 160)) as start_date,
      5000 + ((m.i::bigint * 7919 + k * 104729) % 2000)::int * 100 as billed,
      case when (m.i + k) % 11 = 0 then 'DENIED' when k = 1 and m.i % 5 = 0 then 'PENDING' else 'PAID' end as status) c
    cross join lateral (select c.*, case when c.status = 'PAID' then (c.billed * 0.72)::int else 0 end as allowed) d
    where m.effective_date <= fam.today`.execute(db);
  // One service line a claim, the claim's own figures: it adds up as the claim does (issue 36 §6).
  // The member's share of a paid claim is its 20 % coinsurance, of a denied one not covered.
  await sql`insert into claim_service_lines (claim_number, line_number, procedure_code, description,
      billed_cents, allowed_cents, paid_cents, member_owes_cents, coinsurance_cents, not_covered_cents, denial_code)
    select claim_number, 1,
      case category when 'dental' then 'D2391' else '97110' end,
      case category when 'dental' then 'Resin-based composite filling, one surface, posterior'
        else 'Therapeutic exercise, 15 minutes' end,
      billed_cents, allowed_cents, paid_cents, member_responsibility_cents,
      case when status = 'DENIED' then 0 else member_responsibility_cents end,
      case when status = 'DENIED' then member_responsibility_cents else 0 end,
      case when status = 'DENIED' then case category when 'dental' then '119' else '50' end end
    from claims where claim_number like 'SYN-C%'`.execute(db);
}

/** An EOB for every processed claim. */
export async function insertSyntheticEobs(db: Kysely<Database>): Promise<void> {
  await sql`insert into eob_documents (eob_document_id, claim_number, family_key, issued_date, title, file_name)
    select 'EOB-' || claim_number, claim_number, family_key, processed_date + 2,
      'Explanation of benefits for claim ' || claim_number, 'eob-' || lower(claim_number) || '.pdf'
    from claims where claim_number like 'SYN-C%' and processed_date is not null`.execute(db);
}
