import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DirectoryOfficeRow, DirectoryRows } from './directory-rows';

/**
 * A brand's networks and the providers taking part in them, with their offices: the providers and
 * provider_locations rows the primary-care search reads, by provider id and office order.
 */
export async function listDirectory(db: Kysely<Database>, domainId: number): Promise<DirectoryRows> {
  const networks = await db
    .selectFrom('provider_networks')
    .selectAll()
    .where('domain_id', '=', domainId)
    .orderBy('network_id')
    .execute();
  if (networks.length === 0) return { networks: [], providers: [] };
  const networkIds = networks.map((n) => n.network_id);
  const [providers, members] = await Promise.all([
    db
      .selectFrom('providers as p')
      .selectAll('p')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('provider_network_members as m')
            .select('m.provider_id')
            .whereRef('m.provider_id', '=', 'p.provider_id')
            .where('m.network_id', 'in', networkIds),
        ),
      )
      .orderBy('p.provider_id')
      .execute(),
    db
      .selectFrom('provider_network_members')
      .selectAll()
      .where('network_id', 'in', networkIds)
      .orderBy('network_id')
      .execute(),
  ]);
  const providerIds = providers.map((p) => p.provider_id);
  const offices =
    providerIds.length === 0
      ? []
      : await db
          .selectFrom('provider_locations')
          .selectAll()
          .where('provider_id', 'in', providerIds)
          .orderBy('provider_location_id')
          .execute();
  return {
    networks: networks.map((n) => ({
      networkId: n.network_id,
      domainId: n.domain_id,
      name: n.name,
      planName: n.plan_name,
      productType: n.product_type,
      updatedAt: new Date(n.updated_at),
    })),
    providers: providers.map((p) => ({
      providerId: p.provider_id,
      name: p.name,
      groupName: p.group_name,
      title: p.title,
      specialty: p.specialty,
      languages: p.languages,
      acceptingNewPatients: p.accepting_new_patients,
      networkIds: members.filter((m) => m.provider_id === p.provider_id).map((m) => m.network_id),
      offices: offices
        .filter((o) => o.provider_id === p.provider_id)
        .map(
          (o): DirectoryOfficeRow => ({
            addressLine1: o.address_line1,
            addressLine2: o.address_line2,
            city: o.city,
            state: o.state,
            zipCode: o.zip_code,
            phoneNumber: o.phone_number,
            latitude: o.latitude === null ? null : Number(o.latitude),
            longitude: o.longitude === null ? null : Number(o.longitude),
          }),
        ),
    })),
  };
}
