import type { Provider } from '@dash/domain/api';
import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';
import { type ProviderLocationRow, toProviderLocation } from './provider-location';

/** Earth's mean radius in miles, for the haversine distance. */
const EARTH_RADIUS_MILES = 3958.8;

export interface ProviderSearch {
  /** The search's origin is this ZIP code's centroid; an unknown one finds nobody. */
  readonly zipCode: string;
  readonly radiusMiles: number;
  /** Trimmed; empty means no text filter. */
  readonly text: string;
  readonly offset: number;
  readonly limit: number;
}

export interface FamilyMember {
  readonly memberKey: string;
  readonly memberSuffix: number;
  readonly firstName: string;
  readonly lastName: string;
}

export interface PcpChoice {
  readonly memberKey: string;
  /** yyyy-mm-dd */
  readonly effectiveDate: string;
}

/** The values of a distance search, the text's LIKE pattern among them (see containsPattern). */
type NearbyValues = {
  readonly zipCode: string;
  readonly radiusMiles: number;
  readonly text: string;
  readonly pattern: string;
};

interface ProviderRow {
  provider_id: string;
  name: string;
  group_name: string | null;
  title: string | null;
  accepting_new_patients: boolean;
  specialty: string | null;
  languages: string[];
  distance: number | null;
}

/** A LIKE pattern that matches the text anywhere, its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A provider as the API gives it, its distance rounded to a tenth of a mile. */
function toProvider(row: ProviderRow, locations: readonly ProviderLocationRow[]): Provider {
  return {
    id: row.provider_id,
    name: row.name,
    groupName: row.group_name,
    title: row.title,
    acceptingNewPatients: row.accepting_new_patients,
    distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
    specialty: row.specialty,
    languages: row.languages,
    locations: locations.map(toProviderLocation),
  };
}

/**
 * The provider directory, ZIP centroids and primary-care selection (document 2 §3 Provider,
 * §7 pcp/search, pcp/provider, pcp/select). Distances are computed in SQL (haversine), the same on
 * PGlite and PostgreSQL; selections are written only for members of the caller's family.
 */
export function createFindCareRepository(db: Kysely<Database>) {
  /** A raw query as prepare() takes it, compiled by this database. */
  const compilable = <O>(query: RawBuilder<O>): Compilable<O> => ({ compile: () => query.compile(db) });

  /**
   * Each primary-care provider's nearest located office within the radius of the ZIP code's centroid,
   * with its distance. The ZIP code is a parameter, so the text is the same for every search (one
   * prepared statement), and an unknown one finds nobody.
   */
  function nearby(p: NearbyValues) {
    return sql`
      with origin as (
        select z.latitude, z.longitude from zip_centroids z where z.zip_code = ${p.zipCode}
      ),
      located as (
        select l.provider_id,
          min(${sql.lit(EARTH_RADIUS_MILES)} * 2 * asin(least(1, sqrt(
            power(sin(radians(l.latitude - o.latitude) / 2), 2)
            + cos(radians(o.latitude)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - o.longitude) / 2), 2)
          )))) as distance
        from provider_locations l cross join origin o
        where l.latitude is not null and l.longitude is not null
        group by l.provider_id
      )
      select p.provider_id, p.name, p.group_name, p.title, p.accepting_new_patients, p.specialty, p.languages,
        d.distance
      from providers p
      join located d on d.provider_id = p.provider_id
      where p.is_primary_care
        and d.distance <= ${p.radiusMiles}
        and (${p.text} = ''
          or p.name ilike ${p.pattern}
          or p.specialty ilike ${p.pattern}
          or p.group_name ilike ${p.pattern}
          or exists (select 1 from unnest(p.languages) as language where language ilike ${p.pattern}))`;
  }
  const nearbyCount = prepare(db, (p: NearbyValues) =>
    compilable(sql<{ total: string | number }>`select count(*) as total from (${nearby(p)}) as matches`),
  );
  /**
   * One page with the count of every match and each provider's offices: the distances are computed
   * once, in one round trip (a count beside the page computed them twice; docs/performance.md item 13).
   */
  const nearbyPage = prepare(db, (p: NearbyValues & { offset: number; limit: number }) =>
    compilable(
      sql<ProviderRow & { total: string | number; locations: ProviderLocationRow[] }>`
        select matches.*, count(*) over () as total,
          coalesce((
            select json_agg(json_build_object(
              'address_line1', l.address_line1, 'address_line2', l.address_line2, 'city', l.city,
              'state', l.state, 'zip_code', l.zip_code, 'phone_number', l.phone_number
            ) order by l.provider_location_id)
            from provider_locations l where l.provider_id = matches.provider_id
          ), '[]') as locations
        from (${nearby(p)}) as matches
        order by matches.distance, matches.name, matches.provider_id
        limit ${p.limit} offset ${p.offset}`,
    ),
  );

  /** `= any` of an array (not `in`) keeps one parameter for any number of providers. */
  const locations = prepare(db, (p: { providerIds: readonly string[] }) =>
    db
      .selectFrom('provider_locations')
      .selectAll()
      .where('provider_id', '=', sql<string>`any(${p.providerIds}::text[])`)
      .orderBy('provider_location_id'),
  );

  async function locationsOf(providerIds: readonly string[]) {
    const byProvider = new Map<string, ProviderLocationRow[]>();
    if (providerIds.length === 0) return byProvider;
    for (const row of await locations.all({ providerIds }))
      byProvider.set(row.provider_id, [...(byProvider.get(row.provider_id) ?? []), row]);
    return byProvider;
  }

  async function toProviders(rows: readonly ProviderRow[]): Promise<Provider[]> {
    const locations = await locationsOf(rows.map((row) => row.provider_id));
    return rows.map((row) => toProvider(row, locations.get(row.provider_id) ?? []));
  }

  const familyMembers = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'member_suffix', 'first_name', 'last_name'])
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .orderBy('member_suffix'),
  );

  return {
    /** One page of primary-care providers within the radius, nearest first, and the total count. */
    async searchProviders(search: ProviderSearch): Promise<{ providers: Provider[]; total: number }> {
      const values = { ...search, pattern: containsPattern(search.text) };
      const page = await nearbyPage.all(values);
      const first = page[0];
      // A page past the last has no row to carry the count: only then is it asked for on its own.
      const total = first
        ? Number(first.total)
        : search.offset > 0
          ? Number((await nearbyCount.first(values))?.total ?? 0)
          : 0;
      return { providers: page.map((row) => toProvider(row, row.locations)), total };
    },

    /** Any provider of the directory by id (document 2 §7 pcp/provider), without a distance; null if absent. */
    async getProvider(providerId: string): Promise<Provider | null> {
      const row = await db
        .selectFrom('providers')
        .select([
          'provider_id',
          'name',
          'group_name',
          'title',
          'accepting_new_patients',
          'specialty',
          'languages',
          sql<null>`null`.as('distance'),
        ])
        .where('provider_id', '=', providerId)
        .executeTakeFirst();
      return row ? ((await toProviders([row]))[0] ?? null) : null;
    },

    async isPrimaryCare(providerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('providers')
        .select('is_primary_care')
        .where('provider_id', '=', providerId)
        .executeTakeFirst();
      return row?.is_primary_care === true;
    },

    /** The signed-in member's family: keys, suffixes and names. */
    async listFamilyMembers(memberKey: string): Promise<FamilyMember[]> {
      const rows = await familyMembers.all({ memberKey });
      return rows.map((row) => ({
        memberKey: row.member_key,
        memberSuffix: row.member_suffix,
        firstName: row.first_name,
        lastName: row.last_name,
      }));
    },

    /** The members (of those given) with primary-care eligibility covering the day. */
    async listPcpEligibleOn(memberKeys: readonly string[], day: string): Promise<Set<string>> {
      if (memberKeys.length === 0) return new Set();
      const rows = await db
        .selectFrom('pcp_eligibility')
        .select('member_key')
        .where('member_key', 'in', memberKeys)
        .where('start_date', '<=', day)
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
        .execute();
      return new Set(rows.map((row) => row.member_key));
    },

    /**
     * Makes the provider each member's primary care from the effective date, in one transaction:
     * the member's open selection ends the day before (pcp_selected false, with the reason) and a
     * new row is added. A member whose open selection is already this provider is left as is, so a
     * repeated request changes nothing. Returns how many rows were added.
     */
    async selectPcp(
      provider: { readonly id: string; readonly name: string; readonly title: string | null },
      choices: readonly PcpChoice[],
      terminationReason: string,
      // The confirmation e-mail when rows were added, queued in the same transaction (issue 36).
      alsoInTransaction?: (trx: Kysely<Database>, added: number) => Promise<unknown>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let added = 0;
        for (const choice of choices) {
          // One selection at a time per member: concurrent requests wait here.
          await trx
            .selectFrom('members')
            .select('member_key')
            .where('member_key', '=', choice.memberKey)
            .forUpdate()
            .execute();
          const open = await trx
            .selectFrom('pcp_history')
            .select(['pcp_history_id', 'provider_id', 'begin_date'])
            .where('member_key', '=', choice.memberKey)
            .where('pcp_selected', '=', true)
            .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', choice.effectiveDate)]))
            .execute();
          if (open.some((row) => row.provider_id === provider.id)) continue;
          if (open.length > 0) {
            await trx
              .updateTable('pcp_history')
              .set({
                end_date: sql`greatest(begin_date, ${choice.effectiveDate}::date - 1)`,
                pcp_selected: false,
                pcp_termination_reason: terminationReason,
              })
              .where(
                'pcp_history_id',
                'in',
                open.map((row) => row.pcp_history_id),
              )
              .execute();
          }
          await trx
            .insertInto('pcp_history')
            .values({
              member_key: choice.memberKey,
              provider_id: provider.id,
              provider_name: provider.name,
              provider_title: provider.title,
              begin_date: choice.effectiveDate,
              end_date: null,
              pcp_selected: true,
              pcp_termination_reason: null,
            })
            .execute();
          added += 1;
        }
        await alsoInTransaction?.(trx, added);
        return added;
      });
    },
  };
}

export type FindCareRepository = ReturnType<typeof createFindCareRepository>;
