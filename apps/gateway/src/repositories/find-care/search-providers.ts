import type { Provider } from '@dash/domain/api';
import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { milesBetweenSql } from '../../geo/distance';
import type { ProviderLocationRow } from '../provider-location';
import { type ProviderRow, toProvider } from './provider-row';

export interface ProviderSearch {
  /** The search's origin is this ZIP code's centroid; an unknown one finds nobody. */
  readonly zipCode: string;
  readonly radiusMiles: number;
  /** Trimmed; empty means no text filter. */
  readonly text: string;
  readonly offset: number;
  readonly limit: number;
}

/** The values of a distance search, the text's LIKE pattern among them (see containsPattern). */
type NearbyValues = {
  readonly zipCode: string;
  readonly radiusMiles: number;
  readonly text: string;
  readonly pattern: string;
};

/** A LIKE pattern that matches the text anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Each primary-care provider's nearest located office within the radius of the ZIP code's centroid,
 * with its distance. The ZIP code is a parameter, so the text is the same for every search (one
 * prepared statement), and an unknown one finds nobody. Distances are computed in SQL (geo/distance.ts),
 * the same on PGlite and PostgreSQL.
 */
function nearby(p: NearbyValues) {
  return sql`
    with origin as (
      select z.latitude, z.longitude from zip_centroids z where z.zip_code = ${p.zipCode}
    ),
    located as (
      select l.provider_id,
        min(${milesBetweenSql(
          { latitude: sql.ref<number>('o.latitude'), longitude: sql.ref<number>('o.longitude') },
          { latitude: sql.ref<number>('l.latitude'), longitude: sql.ref<number>('l.longitude') },
        )}) as distance
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

/** One page of primary-care providers within the radius, nearest first, and the total count. */
export function createSearchProviders(db: Kysely<Database>) {
  /** A raw query as prepare() takes it, compiled by this database. */
  const compilable = <O>(query: RawBuilder<O>): Compilable<O> => ({ compile: () => query.compile(db) });
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
  return async function searchProviders(
    search: ProviderSearch,
  ): Promise<{ providers: Provider[]; total: number }> {
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
  };
}
