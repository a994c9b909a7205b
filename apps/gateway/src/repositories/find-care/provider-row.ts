import type { Provider } from '@dash/domain/api';
import { type ProviderLocationRow, toProviderLocation } from '../provider-location';

export interface ProviderRow {
  provider_id: string;
  name: string;
  group_name: string | null;
  title: string | null;
  accepting_new_patients: boolean;
  specialty: string | null;
  languages: string[];
  distance: number | null;
}

/** A provider as the API gives it, its distance rounded to a tenth of a mile. */
export function toProvider(row: ProviderRow, locations: readonly ProviderLocationRow[]): Provider {
  return {
    id: row.provider_id,
    name: row.name,
    groupName: row.group_name,
    title: row.title,
    acceptingNewPatients: row.accepting_new_patients,
    distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
    specialty: row.specialty,
    languages: row.languages,
    locations: locations.map(toProviderLocation),
  };
}
