import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ZipCentroidsTable } from '../tables/find-care';

const zip = (
  zip_code: string,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
): Insertable<ZipCentroidsTable> => ({ zip_code, city, state, latitude, longitude });

/**
 * Approximate centres of the ZIP codes around the seeded providers (Portland, Beaverton, Vancouver),
 * plus Salem and Eugene so that small radii find nothing (issue 12: pcp/search).
 */
export const ZIP_CENTROIDS: readonly Insertable<ZipCentroidsTable>[] = [
  zip('97201', 'Portland', 'OR', 45.5079, -122.6897),
  zip('97202', 'Portland', 'OR', 45.4825, -122.6437),
  zip('97203', 'Portland', 'OR', 45.5897, -122.7507),
  zip('97204', 'Portland', 'OR', 45.5184, -122.6745),
  zip('97205', 'Portland', 'OR', 45.5206, -122.6889),
  zip('97209', 'Portland', 'OR', 45.531, -122.6838),
  zip('97210', 'Portland', 'OR', 45.5441, -122.7278),
  zip('97211', 'Portland', 'OR', 45.577, -122.6376),
  zip('97212', 'Portland', 'OR', 45.5441, -122.6437),
  zip('97213', 'Portland', 'OR', 45.5376, -122.5991),
  zip('97214', 'Portland', 'OR', 45.5136, -122.6362),
  zip('97215', 'Portland', 'OR', 45.5149, -122.5995),
  zip('97217', 'Portland', 'OR', 45.5881, -122.6893),
  zip('97219', 'Portland', 'OR', 45.4572, -122.7074),
  zip('97220', 'Portland', 'OR', 45.5498, -122.5593),
  zip('97232', 'Portland', 'OR', 45.5289, -122.6446),
  zip('97005', 'Beaverton', 'OR', 45.4912, -122.8036),
  zip('97006', 'Beaverton', 'OR', 45.5174, -122.8596),
  zip('97035', 'Lake Oswego', 'OR', 45.4136, -122.7252),
  zip('97223', 'Tigard', 'OR', 45.4404, -122.7757),
  zip('98660', 'Vancouver', 'WA', 45.6412, -122.6805),
  zip('98661', 'Vancouver', 'WA', 45.6405, -122.6251),
  zip('97301', 'Salem', 'OR', 44.949, -122.991),
  zip('97401', 'Eugene', 'OR', 44.0631, -123.0844),
];

/** Upserts the centroids (a catalogue: updated in place, never deleted). */
export async function writeZipCentroids(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('zip_centroids')
    .values([...ZIP_CENTROIDS])
    .onConflict((oc) =>
      oc.column('zip_code').doUpdateSet((eb) => ({
        city: eb.ref('excluded.city'),
        state: eb.ref('excluded.state'),
        latitude: eb.ref('excluded.latitude'),
        longitude: eb.ref('excluded.longitude'),
      })),
    )
    .execute();
}
