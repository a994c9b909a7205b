import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';

/**
 * Benefit tiers (`benefit_tiers as t`), each with its service links, dental maximums and dental
 * services as JSON sub-selects: one statement for any number of tiers.
 */
export function tierSelectOf(db: Kysely<Database>) {
  const tier = (column: 'member_key' | 'benefit_tier_id') => sql.ref<string>(`t.${column}`);
  return db
    .selectFrom('benefit_tiers as t')
    .select([
      't.benefit_tier_id',
      't.tier_id',
      't.name',
      't.period_start',
      't.period_end',
      't.individual_deductible_cents',
      't.individual_deductible_met_cents',
      't.individual_deductible_remaining_cents',
      't.family_deductible_cents',
      't.family_deductible_met_cents',
      't.family_deductible_remaining_cents',
      't.individual_out_of_pocket_cents',
      't.individual_out_of_pocket_met_cents',
      't.individual_out_of_pocket_remaining_cents',
      't.family_out_of_pocket_cents',
      't.family_out_of_pocket_met_cents',
      't.family_out_of_pocket_remaining_cents',
    ])
    .select([
      jsonArrayFrom(
        db
          .selectFrom('benefit_service_links as l')
          .select(['l.url', 'l.page_id', 'l.page_description'])
          .where('l.member_key', '=', tier('member_key'))
          .where('l.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
          .orderBy('l.display_order')
          .orderBy('l.benefit_service_link_id'),
      ).as('links'),
      jsonArrayFrom(
        db
          .selectFrom('dental_maximums as x')
          .select([
            'x.description',
            'x.family_amount_cents',
            'x.indiv_amount_cents',
            'x.met_cents',
            'x.remaining_cents',
            'x.detail_description',
          ])
          .where('x.member_key', '=', tier('member_key'))
          .where('x.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
          .orderBy('x.display_order')
          .orderBy('x.dental_maximum_id'),
      ).as('maximums'),
      jsonArrayFrom(
        db
          .selectFrom('dental_services as d')
          .select(['d.code', 'd.name', 'd.amount', 'd.description', 'd.incentive_tiers', 'd.benefit_limit'])
          .where('d.member_key', '=', tier('member_key'))
          .where('d.benefit_tier_id', '=', sql.ref<number>('t.benefit_tier_id'))
          .orderBy('d.display_order')
          .orderBy('d.dental_service_id'),
      ).as('services'),
    ]);
}
