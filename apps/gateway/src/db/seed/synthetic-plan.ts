import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema';
import { TIER_PLANS } from './benefit-plans';
import { CATEGORIES } from './builder';
import { DEFAULT_PLANS } from './coverage-builder';
import { FAMILY_LIMITS, INDIVIDUAL_LIMITS, type LimitPlan } from './limits-builder';

/** Synthetic members come four to a family (subscriber, spouse, two children). */
export const FAMILY_SIZE = 4;
export const SYNTHETIC_GROUPS = 10;

const FIRST_NAMES = [
  'Avery',
  'Bailey',
  'Cameron',
  'Dakota',
  'Eden',
  'Frankie',
  'Gray',
  'Hayden',
  'Indigo',
  'Jules',
  'Kai',
  'Logan',
  'Marley',
  'Noel',
  'Oakley',
  'Peyton',
  'Reese',
  'Sage',
  'Tatum',
  'Umber',
  'Vale',
  'Wren',
  'Yael',
  'Zion',
];
const LAST_NAMES = [
  'Abbott',
  'Baker',
  'Castillo',
  'Dawson',
  'Ellison',
  'Foster',
  'Garcia',
  'Hughes',
  'Ingram',
  'Jimenez',
  'Keller',
  'Lambert',
  'Mendoza',
  'Norris',
  'Ortega',
  'Patel',
  'Quinlan',
  'Ramos',
  'Shah',
  'Thornton',
  'Underwood',
  'Vasquez',
  'Whitman',
  'Young',
];

/** Whether the family of `fam` is covered in category `c` (SQL): medical and dental always, the rest for most. */
export const COVERED = sql.raw(
  "(c.category in ('medical', 'dental') or (c.category = 'vision' and fam.has_vision) or (c.category = 'pharmacy' and fam.has_pharmacy))",
);

const values = (rows: readonly RawBuilder<unknown>[]) => sql.join(rows);

const limitRow = (plan: LimitPlan, order: number, coverageType: 'INDIVIDUAL' | 'FAMILY') =>
  sql`(${plan.category}, ${plan.limitType}, ${plan.networkTier}, ${plan.total}::int, ${plan.header}, ${plan.body},
    ${order}::smallint, ${coverageType})`;

/** The tables of the plan below; the seed drops them when it has finished. */
export const PLAN_TABLES = ['syn_family', 'syn_member', 'syn_category', 'syn_tier', 'syn_limit'] as const;

export async function dropSyntheticPlan(db: Kysely<Database>): Promise<void> {
  for (const table of PLAN_TABLES) await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

/** The reference values (plans, tiers, limits), copied from the persona builders' tables. */
async function createReferenceTables(db: Kysely<Database>): Promise<void> {
  await sql`create unlogged table syn_category (
    category text primary key, ord smallint not null, class_plan_id text not null, plan text not null,
    insurance_type text not null, source text not null
  )`.execute(db);
  await sql`insert into syn_category values ${values(
    CATEGORIES.map((category, index) => {
      const plan = DEFAULT_PLANS[category];
      return sql`(${category}, ${index + 1}::smallint, ${plan.classPlanId}, ${plan.plan}, ${plan.insuranceType}, ${plan.source})`;
    }),
  )}`.execute(db);

  await sql`create unlogged table syn_tier (
    category text not null, tier_id text not null, name text not null, ord smallint not null,
    ind_ded integer, fam_ded integer, ind_oop integer, fam_oop integer
  )`.execute(db);
  await sql`insert into syn_tier values ${values(
    CATEGORIES.flatMap((category) =>
      TIER_PLANS[category].map(
        (tier, index) =>
          sql`(${category}, ${tier.tierId}, ${tier.name}, ${index + 1}::smallint,
            ${tier.deductible?.individual ?? null}::int, ${tier.deductible?.family ?? null}::int,
            ${tier.outOfPocket?.individual ?? null}::int, ${tier.outOfPocket?.family ?? null}::int)`,
      ),
    ),
  )}`.execute(db);

  await sql`create unlogged table syn_limit (
    category text not null, limit_type text not null, network_tier text not null, total integer not null,
    header text not null, body text not null, ord smallint not null, coverage_type text not null
  )`.execute(db);
  await sql`insert into syn_limit values ${values([
    ...INDIVIDUAL_LIMITS.map((plan, index) => limitRow(plan, index + 1, 'INDIVIDUAL')),
    ...FAMILY_LIMITS.map((plan, index) => limitRow(plan, index + 1, 'FAMILY')),
  ])}`.execute(db);
}

/**
 * Tables that describe the synthetic population, one row per member and per family, plus the
 * reference values (plans, tiers, limits) copied from the persona builders so the two never drift
 * apart. Every later step is one set-based insert from these. Unlogged tables rather than temporary
 * ones: each step commits on its own, possibly on another pooled connection, and an interrupted
 * seed continues from them (synthetic-progress.ts).
 */
export async function createSyntheticPlan(db: Kysely<Database>, count: number, today: string): Promise<void> {
  await dropSyntheticPlan(db);
  await sql`create unlogged table syn_family (
    f integer primary key, family_key text not null, group_key text not null, subscriber_id text not null,
    effective_date date not null, termination_date date, plan_year integer not null,
    has_vision boolean not null, has_pharmacy boolean not null, today date not null
  )`.execute(db);
  // Every 97th family starts next month (future) and every 50th termed three months ago.
  await sql`insert into syn_family
    select f, 'SYN-F' || lpad(f::text, 7, '0'), 'SYN-G' || lpad(((f - 1) % ${SYNTHETIC_GROUPS}::int + 1)::text, 2, '0'),
      'S' || lpad(f::text, 9, '0'), d.effective_date, d.termination_date,
      extract(year from coalesce(d.termination_date, greatest(d.effective_date, p.t)))::int,
      f % 3 <> 0, f % 4 <> 0, p.t
    from generate_series(1, ceil(${count}::int / ${FAMILY_SIZE}::numeric)::int) f
    cross join (select ${today}::date as t) p
    cross join lateral (select
      case when f % 97 = 0 then (date_trunc('month', p.t) + interval '1 month')::date
           else make_date(extract(year from p.t)::int - 3, 1, 1) end as effective_date,
      case when f % 50 = 0 and f % 97 <> 0 then (p.t - interval '3 months')::date end as termination_date) d`.execute(
    db,
  );

  await sql`create unlogged table syn_member (
    i integer primary key, f integer not null, suffix smallint not null, member_key text not null,
    family_key text not null, username text not null, first_name text not null, last_name text not null,
    date_of_birth date not null, sex text not null, effective_date date not null, termination_date date,
    met_fraction numeric not null
  )`.execute(db);
  await sql`insert into syn_member
    select x.i, x.f, x.s, 'SYN-M' || lpad(x.i::text, 7, '0'), fam.family_key,
      'synthetic' || lpad(x.i::text, greatest(6, length(x.i::text)), '0'),
      (${FIRST_NAMES}::text[])[1 + (x.i * 7) % ${FIRST_NAMES.length}],
      (${LAST_NAMES}::text[])[1 + x.f % ${LAST_NAMES.length}],
      dob.d, case when x.i % 2 = 0 then 'F' else 'M' end,
      greatest(fam.effective_date, dob.d), fam.termination_date,
      ((x.i * 37) % 100) / 100.0
    from (select i, (i - 1) / ${FAMILY_SIZE}::int + 1 as f, (i - 1) % ${FAMILY_SIZE}::int as s
          from generate_series(1, ${count}::int) i) x
    join syn_family fam on fam.f = x.f
    cross join lateral (select (fam.today - case
      when x.s = 0 then make_interval(years => 25 + x.f % 40, days => x.i % 300)
      when x.s = 1 then make_interval(years => 24 + x.f % 40, days => x.i % 200)
      else make_interval(years => 1 + x.i % 17, days => x.i % 250) end)::date as d) dob`.execute(db);

  await createReferenceTables(db);
  // Temporary tables get no statistics until analyzed; without them the planner guesses badly.
  await sql`analyze syn_family, syn_member, syn_category, syn_tier, syn_limit`.execute(db);
}
