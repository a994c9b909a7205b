import { convertDistance, earthRadius, getDistance } from 'geolib';
import { type Expression, type RawBuilder, sql } from 'kysely';

/** A point in degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A point as a query sees it: columns (or values) of latitude and longitude in degrees. */
export interface GeoPointSql {
  readonly latitude: Expression<number | null>;
  readonly longitude: Expression<number | null>;
}

/** geolib's earth radius, in miles: the one radius of every distance the gateway shows. */
const EARTH_RADIUS_MILES = convertDistance(earthRadius, 'mi');

/**
 * Miles between two points: geolib's great-circle distance (the spherical law of cosines on its earth
 * radius), to the metre. The provider directory's `near` uses it; the searches that filter, order and
 * page by distance in SQL use the same formula below, so one distance is the same everywhere.
 */
export function milesBetween(from: GeoPoint, to: GeoPoint): number {
  return convertDistance(getDistance(from, to), 'mi');
}

/**
 * milesBetween as SQL, for a query that keeps, orders or pages rows by distance (the primary-care
 * search, the cost estimator's offices): geolib's formula and radius, the cosine clamped to [-1, 1] as
 * geolib clamps it. Null when either point has no position. The same on PostgreSQL and PGlite.
 */
export function milesBetweenSql(from: GeoPointSql, to: GeoPointSql): RawBuilder<number | null> {
  // least and greatest pass over a null: a missing position is tested first, or it would read as π.
  return sql<number | null>`case
    when ${from.latitude} is null or ${from.longitude} is null
      or ${to.latitude} is null or ${to.longitude} is null then null
    else ${sql.lit(EARTH_RADIUS_MILES)} * acos(least(1, greatest(-1,
      sin(radians(${to.latitude})) * sin(radians(${from.latitude}))
      + cos(radians(${to.latitude})) * cos(radians(${from.latitude}))
        * cos(radians(${from.longitude} - ${to.longitude})))))
    end`;
}
