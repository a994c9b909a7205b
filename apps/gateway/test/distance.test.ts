import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeoPoint, milesBetween, milesBetweenSql } from '../src/geo/distance';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PORTLAND: GeoPoint = { latitude: 45.5152, longitude: -122.6784 };

/** The SQL form evaluated by the database, for one pair of points. */
async function inSql(from: GeoPoint, to: GeoPoint) {
  const point = (p: GeoPoint) => ({
    latitude: sql<number>`${p.latitude}::float8`,
    longitude: sql<number>`${p.longitude}::float8`,
  });
  const { rows } = await sql<{ miles: number | string | null }>`select ${milesBetweenSql(
    point(from),
    point(to),
  )} as miles`.execute(t.database.db);
  const miles = rows[0]?.miles;
  return miles === null || miles === undefined ? null : Number(miles);
}

describe('one distance (geo/distance.ts): the directory’s, the primary-care search’s and the estimator’s', () => {
  it.each([
    ['the same point', PORTLAND, 0],
    ['across town', { latitude: 45.4312, longitude: -122.7715 }, 7.4],
    ['to Salem', { latitude: 44.9429, longitude: -123.0351 }, 43.2],
    ['to Seattle', { latitude: 47.6062, longitude: -122.3321 }, 145.1],
  ] as const)('%s: SQL and geolib agree to a hundredth of a mile', async (_name, to, about) => {
    const js = milesBetween(PORTLAND, to);
    expect(js).toBeCloseTo(about, 0);
    const fromDatabase = await inSql(PORTLAND, to);
    expect(fromDatabase).not.toBeNull();
    expect(Math.abs((fromDatabase ?? Number.NaN) - js)).toBeLessThan(0.01);
  });

  it('is null in SQL where a point has no position', async () => {
    const { rows } = await sql<{ miles: number | null }>`select ${milesBetweenSql(
      { latitude: sql<number>`null::float8`, longitude: sql<number>`null::float8` },
      { latitude: sql<number>`45.5::float8`, longitude: sql<number>`-122.6::float8` },
    )} as miles`.execute(t.database.db);
    expect(rows[0]?.miles).toBeNull();
  });
});
