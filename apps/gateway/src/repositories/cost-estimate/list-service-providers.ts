import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { milesBetweenSql } from '../../geo/distance';
import { containsPattern } from '../find-care/search-providers';

/** The ZIP code's centroid and an office, as the query below names them. */
const ORIGIN = {
  latitude: sql.ref<number>('origin.latitude'),
  longitude: sql.ref<number>('origin.longitude'),
};
const OFFICE = { latitude: sql.ref<number>('l.latitude'), longitude: sql.ref<number>('l.longitude') };

export interface ServiceProviderSearch {
  readonly serviceCode: string;
  /** Trimmed; empty means no name filter. */
  readonly providerText: string;
  /** Empty: no distance and no radius. An unknown ZIP code finds nobody within the radius. */
  readonly zipCode: string;
  readonly radiusMiles: number;
}

/** An in-network provider of a service: its nearest office (to the ZIP code, else its first) and its rate. */
export interface ServiceProviderRow {
  readonly providerId: string;
  readonly name: string;
  readonly groupName: string | null;
  readonly specialty: string | null;
  readonly distance: number | null;
  readonly address: string | null;
  readonly phoneNumber: string | null;
  readonly rate: number | null;
}

interface Row {
  provider_id: string;
  name: string;
  group_name: string | null;
  specialty: string | null;
  rate_cents: number | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone_number: string | null;
  distance: number | string | null;
}

/**
 * The providers with a negotiated rate (or a null one) for the service, filtered by name and, with a
 * ZIP code, by distance from its centroid; distances in SQL (geo/distance.ts, null without a position), the same on PGlite and
 * PostgreSQL. Unordered: the order is the estimate's rule.
 */
export async function listServiceProviders(
  db: Kysely<Database>,
  search: ServiceProviderSearch,
): Promise<ServiceProviderRow[]> {
  const pattern = containsPattern(search.providerText);
  const { rows } = await sql<Row>`
    with origin as (
      select z.latitude, z.longitude from zip_centroids z where z.zip_code = ${search.zipCode}
    )
    select p.provider_id, p.name, p.group_name, p.specialty, r.rate_cents,
      o.address_line1, o.city, o.state, o.zip_code, o.phone_number, o.distance
    from negotiated_rates r
    join providers p on p.provider_id = r.provider_id
    left join lateral (
      select l.address_line1, l.city, l.state, l.zip_code, l.phone_number,
        ${milesBetweenSql(ORIGIN, OFFICE)} as distance
      from provider_locations l left join origin on true
      where l.provider_id = p.provider_id
      order by distance nulls last, l.provider_location_id
      limit 1
    ) o on true
    where r.service_code = ${search.serviceCode}
      and (${search.providerText} = '' or p.name ilike ${pattern} or p.group_name ilike ${pattern})
      and (${search.zipCode} = '' or o.distance <= ${search.radiusMiles})`.execute(db);
  return rows.map((row) => ({
    providerId: row.provider_id,
    name: row.name,
    groupName: row.group_name,
    specialty: row.specialty,
    distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
    address:
      row.address_line1 === null
        ? null
        : `${row.address_line1}, ${row.city ?? ''}, ${row.state ?? ''} ${row.zip_code ?? ''}`.trim(),
    phoneNumber: row.phone_number,
    rate: row.rate_cents,
  }));
}
