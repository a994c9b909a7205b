import type { Insertable } from 'kysely';
import type { ProviderLocationsTable, ProvidersTable } from '../tables/member-data';

type Location = Omit<Insertable<ProviderLocationsTable>, 'provider_id'>;

export interface SeedProvider {
  readonly provider: Insertable<ProvidersTable>;
  readonly locations: readonly Location[];
}

const portland = (
  address: string,
  zip: string,
  latitude: number,
  longitude: number,
  phone: string,
): Location => ({
  address_line1: address,
  address_line2: null,
  city: 'Portland',
  state: 'OR',
  zip_code: zip,
  phone_number: phone,
  latitude,
  longitude,
});

const LOCATION = {
  downtown: portland('1120 SW 5th Ave', '97204', 45.5152, -122.6784, '555-020-1001'),
  pearl: portland('925 NW Davis St', '97209', 45.5245, -122.6799, '555-020-1002'),
  hawthorne: portland('3510 SE Hawthorne Blvd', '97214', 45.5121, -122.6283, '555-020-1003'),
  lloyd: portland('700 NE Multnomah St', '97232', 45.5311, -122.6585, '555-020-1004'),
  stJohns: portland('8370 N Lombard St', '97203', 45.5901, -122.7537, '555-020-1005'),
  beaverton: {
    ...portland('12755 SW 2nd St', '97005', 45.4871, -122.8037, '555-020-1006'),
    city: 'Beaverton',
  },
  vancouver: {
    ...portland('500 E 13th St', '98660', 45.6293, -122.6665, '555-020-1007'),
    city: 'Vancouver',
    state: 'WA',
  },
} as const;

const provider = (row: Insertable<ProvidersTable>, ...locations: readonly Location[]): SeedProvider => ({
  provider: row,
  locations,
});

/** Primary care providers and specialists: the directory behind pcp/search and pcp/provider (document 2 §7). */
export const PROVIDERS: readonly SeedProvider[] = [
  provider(
    {
      provider_id: 'PRV100001',
      name: 'Dana Whitaker',
      group_name: 'Rose City Family Medicine',
      title: 'MD',
      specialty: 'Family Medicine',
      languages: ['English', 'Spanish'],
      accepting_new_patients: true,
    },
    LOCATION.downtown,
    LOCATION.pearl,
  ),
  provider(
    {
      provider_id: 'PRV100002',
      name: 'Miguel Santos',
      group_name: 'Rose City Family Medicine',
      title: 'DO',
      specialty: 'Family Medicine',
      languages: ['English', 'Spanish', 'Portuguese'],
      accepting_new_patients: false,
    },
    LOCATION.downtown,
  ),
  provider(
    {
      provider_id: 'PRV100003',
      name: 'Priya Raman',
      group_name: 'Hawthorne Internal Medicine',
      title: 'MD',
      specialty: 'Internal Medicine',
      languages: ['English', 'Tamil', 'Hindi'],
      accepting_new_patients: true,
    },
    LOCATION.hawthorne,
  ),
  provider(
    {
      provider_id: 'PRV100004',
      name: 'Ellen Park',
      group_name: 'Lloyd Pediatrics',
      title: 'MD',
      specialty: 'Pediatrics',
      languages: ['English', 'Korean'],
      accepting_new_patients: true,
    },
    LOCATION.lloyd,
  ),
  provider(
    {
      provider_id: 'PRV100005',
      name: 'Samuel Okoro',
      group_name: 'North Portland Community Clinic',
      title: 'NP',
      specialty: 'Family Medicine',
      languages: ['English'],
      accepting_new_patients: true,
    },
    LOCATION.stJohns,
  ),
  provider(
    {
      provider_id: 'PRV100006',
      name: 'Hannah Lindgren',
      group_name: 'Westside Primary Care',
      title: 'PA-C',
      specialty: 'Internal Medicine',
      languages: ['English', 'Swedish'],
      accepting_new_patients: true,
    },
    LOCATION.beaverton,
  ),
  provider(
    {
      provider_id: 'PRV100007',
      name: 'Thomas Nguyen',
      group_name: 'Columbia Senior Health',
      title: 'MD',
      specialty: 'Geriatrics',
      languages: ['English', 'Vietnamese'],
      accepting_new_patients: true,
    },
    LOCATION.vancouver,
  ),
  provider(
    {
      provider_id: 'PRV200001',
      name: 'Rachel Greenberg',
      group_name: 'Cascade Heart Institute',
      title: 'MD',
      specialty: 'Cardiology',
      languages: ['English'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    LOCATION.pearl,
  ),
  provider(
    {
      provider_id: 'PRV200002',
      name: 'Omar Haddad',
      group_name: 'Bridgetown Orthopedics',
      title: 'MD',
      specialty: 'Orthopedic Surgery',
      languages: ['English', 'Arabic'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    LOCATION.lloyd,
  ),
  provider(
    {
      provider_id: 'PRV200003',
      name: 'Lucia Ferreira',
      group_name: 'Willamette Dermatology',
      title: 'MD',
      specialty: 'Dermatology',
      languages: ['English', 'Portuguese'],
      accepting_new_patients: false,
      is_primary_care: false,
    },
    LOCATION.hawthorne,
  ),
  provider(
    {
      provider_id: 'PRV200004',
      name: 'Kenji Watanabe',
      group_name: 'Pacific Allergy and Asthma',
      title: 'MD',
      specialty: 'Allergy and Immunology',
      languages: ['English', 'Japanese'],
      accepting_new_patients: true,
      is_primary_care: false,
    },
    LOCATION.beaverton,
  ),
];

/** The specialists referrals and claims point at. */
export const SPECIALISTS = PROVIDERS.filter((entry) => entry.provider.is_primary_care === false).map(
  (entry) => entry.provider,
);
export const PRIMARY_CARE = PROVIDERS.filter((entry) => entry.provider.is_primary_care !== false).map(
  (entry) => entry.provider,
);
