import type { Provider } from '@dash/domain/api';
import { type Kysely, sql } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { ProviderLocationRow } from '../provider-location';
import { toProvider } from './provider-row';

/** Any provider of the directory by id (document 2 §7 pcp/provider), without a distance; null if absent. */
export function createGetProvider(db: Kysely<Database>) {
  /** `= any` of an array (not `in`) keeps one parameter for any number of providers. */
  const locations = prepare(db, (p: { providerIds: readonly string[] }) =>
    db
      .selectFrom('provider_locations')
      .selectAll()
      .where('provider_id', '=', sql<string>`any(${p.providerIds}::text[])`)
      .orderBy('provider_location_id'),
  );
  return async function getProvider(providerId: string): Promise<Provider | null> {
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
    if (!row) return null;
    const rows: ProviderLocationRow[] = await locations.all({ providerIds: [row.provider_id] });
    return toProvider(row, rows);
  };
}

export async function isPrimaryCare(db: Kysely<Database>, providerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('providers')
    .select('is_primary_care')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row?.is_primary_care === true;
}
