import type { Provider } from '@dash/domain/api';
import type { Selectable } from 'kysely';
import type { ProviderLocationsTable } from '../db/tables/member-data';

/** An office's columns as the provider search and the primary-care history read them. */
export type ProviderLocationRow = Pick<
  Selectable<ProviderLocationsTable>,
  'address_line1' | 'address_line2' | 'city' | 'state' | 'zip_code' | 'phone_number'
>;

/** An office as the API gives it (document 2 §3 Provider). */
export function toProviderLocation(row: ProviderLocationRow): Provider['locations'][number] {
  return {
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    phoneNumber: row.phone_number,
  };
}
