import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ProviderNetworksTable } from '../tables/provider-directory';
import { PRIMARY_CARE, type SeedProvider, SPECIALISTS } from './catalogue-providers';

const office = (
  address: string,
  city: string,
  zip: string,
  latitude: number,
  longitude: number,
  phone: string,
): SeedProvider['locations'][number] => ({
  address_line1: address,
  address_line2: null,
  city,
  state: 'OR',
  zip_code: zip,
  phone_number: phone,
  latitude,
  longitude,
});

/**
 * The dentists of the dental networks (issue 38 §2): the same directory tables as the primary-care
 * search, which lists none of them (they are not primary care).
 */
export const DENTISTS: readonly SeedProvider[] = [
  {
    provider: {
      provider_id: 'PRV300001',
      name: 'Grace Liu',
      group_name: 'Pearl District Dental',
      title: 'DDS',
      specialty: 'General Dentistry',
      languages: ['English', 'Mandarin'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    locations: [office('1515 NW 23rd Ave', 'Portland', '97210', 45.5335, -122.6985, '555-020-1011')],
  },
  {
    provider: {
      provider_id: 'PRV300002',
      name: 'Marcus Bell',
      group_name: 'Hawthorne Family Dentistry',
      title: 'DMD',
      specialty: 'General Dentistry',
      languages: ['English'],
      accepting_new_patients: false,
      is_primary_care: false,
    },
    locations: [office('4012 SE Hawthorne Blvd', 'Portland', '97214', 45.512, -122.6205, '555-020-1012')],
  },
  {
    provider: {
      provider_id: 'PRV300003',
      name: 'Sofia Alvarez',
      group_name: 'Bright Smiles Orthodontics',
      title: 'DDS',
      specialty: 'Orthodontics',
      languages: ['English', 'Spanish'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    locations: [office('2250 NE Broadway', 'Portland', '97232', 45.535, -122.643, '555-020-1013')],
  },
  {
    provider: {
      provider_id: 'PRV300004',
      name: 'Daniel Kim',
      group_name: 'Beaverton Pediatric Dentistry',
      title: 'DDS',
      specialty: 'Pediatric Dentistry',
      languages: ['English', 'Korean'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    locations: [office('12600 SW Crescent St', 'Beaverton', '97005', 45.4868, -122.8012, '555-020-1014')],
  },
];

const ids = (providers: readonly { readonly provider_id: string }[]) => providers.map((p) => p.provider_id);
const MEDICAL = [...ids(PRIMARY_CARE), ...ids(SPECIALISTS)];

/**
 * Each brand's networks and the plan offered on each (issue 38 §2): the main insurer's PPO and dental
 * networks, the Medicare Advantage HMO (no pediatrician), the partner brand's dental network.
 */
export const NETWORKS: readonly {
  readonly network: Omit<Insertable<ProviderNetworksTable>, 'updated_at'>;
  readonly providerIds: readonly string[];
}[] = [
  {
    network: {
      network_id: 'evergreen-ppo',
      domain_id: 1,
      name: 'Evergreen PPO Network',
      plan_name: 'Evergreen PPO',
      product_type: 'commppo',
    },
    providerIds: MEDICAL,
  },
  {
    network: {
      network_id: 'evergreen-dental',
      domain_id: 1,
      name: 'Evergreen Dental Network',
      plan_name: 'Evergreen Dental PPO',
      product_type: 'dent',
    },
    providerIds: ids(DENTISTS.map((d) => d.provider)),
  },
  {
    network: {
      network_id: 'evergreen-ma-hmo',
      domain_id: 2,
      name: 'Evergreen Medicare Advantage HMO Network',
      plan_name: 'Evergreen Medicare Advantage HMO',
      product_type: 'mediadvhmo',
    },
    providerIds: MEDICAL.filter((id) => id !== 'PRV100004'),
  },
  {
    network: {
      network_id: 'harbor-dental',
      domain_id: 5,
      name: 'Harbor Dental Network',
      plan_name: 'Harbor Dental PPO',
      product_type: 'dent',
    },
    providerIds: ids(DENTISTS.map((d) => d.provider)),
  },
];

/**
 * Upserts the dentists, the networks and who takes part in each, after the providers
 * (write-catalogue.ts). Memberships and the dentists' offices are replaced; nothing references them.
 */
export async function writeProviderNetworks(db: Kysely<Database>, today: Date): Promise<void> {
  await db
    .insertInto('providers')
    .values(DENTISTS.map((entry) => entry.provider))
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        group_name: eb.ref('excluded.group_name'),
        title: eb.ref('excluded.title'),
        accepting_new_patients: eb.ref('excluded.accepting_new_patients'),
        specialty: eb.ref('excluded.specialty'),
        languages: eb.ref('excluded.languages'),
        is_primary_care: eb.ref('excluded.is_primary_care'),
      })),
    )
    .execute();
  await db
    .deleteFrom('provider_locations')
    .where('provider_id', 'in', ids(DENTISTS.map((d) => d.provider)))
    .execute();
  await db
    .insertInto('provider_locations')
    .values(
      DENTISTS.flatMap((entry) =>
        entry.locations.map((location) => ({ ...location, provider_id: entry.provider.provider_id })),
      ),
    )
    .execute();
  await db
    .insertInto('provider_networks')
    .values(NETWORKS.map(({ network }) => ({ ...network, updated_at: today })))
    .onConflict((oc) =>
      oc.column('network_id').doUpdateSet((eb) => ({
        domain_id: eb.ref('excluded.domain_id'),
        name: eb.ref('excluded.name'),
        plan_name: eb.ref('excluded.plan_name'),
        product_type: eb.ref('excluded.product_type'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  const networkIds = NETWORKS.map(({ network }) => network.network_id);
  await db.deleteFrom('provider_network_members').where('network_id', 'in', networkIds).execute();
  await db
    .insertInto('provider_network_members')
    .values(
      NETWORKS.flatMap(({ network, providerIds }) =>
        providerIds.map((provider_id) => ({ network_id: network.network_id, provider_id })),
      ),
    )
    .execute();
}
