import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FhirProviderRow } from './fhir-rows';

/** The directory entries of the providers a page of claims names, in one query. */
export async function findProviders(db: Kysely<Database>, providerIds: readonly string[]) {
  if (providerIds.length === 0) return [];
  const rows = await db
    .selectFrom('providers')
    .select(['provider_id', 'name', 'group_name', 'title', 'specialty'])
    .where('provider_id', 'in', [...providerIds])
    .execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    name: row.name,
    groupName: row.group_name,
    title: row.title,
    specialty: row.specialty,
  }));
}

/** The providers named on claims of the scope (the only providers an app may look up). */
export async function listClaimProviders(
  db: Kysely<Database>,
  familyKey: string,
  memberKeys: readonly string[],
  earliestDate: string,
): Promise<FhirProviderRow[]> {
  const rows = await db
    .selectFrom('claims as c')
    .leftJoin('providers as p', 'p.provider_id', 'c.provider_id')
    .select(['c.provider_id', 'c.provider_name', 'p.group_name', 'p.title', 'p.specialty'])
    .where('c.family_key', '=', familyKey)
    .where('c.member_key', 'in', [...memberKeys])
    .where('c.service_start_date', '>=', earliestDate)
    .groupBy(['c.provider_id', 'c.provider_name', 'p.group_name', 'p.title', 'p.specialty'])
    .orderBy('c.provider_name')
    .execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    name: row.provider_name,
    groupName: row.group_name,
    title: row.title,
    specialty: row.specialty,
  }));
}
