import type { Location } from '@medplum/fhirtypes';
import { convertDistance } from 'geolib';
import { FhirError } from '../../fhir/operation-outcome';
import { milesBetween } from '../../geo/distance';

/** Miles when the search names no distance (the primary-care search's widest radius is 50). */
const DEFAULT_MILES = 25;
const MAX_MILES = 500;
const UNITS: Readonly<Record<string, 'mi' | 'km'>> = { mi: 'mi', '[mi_i]': 'mi', km: 'km' };

export interface Near {
  readonly latitude: number;
  readonly longitude: number;
  readonly miles: number;
}

const invalid = () =>
  new FhirError(
    400,
    'invalid',
    'near must be latitude|longitude|distance|units: a latitude from -90 to 90, a longitude from -180 to 180, a distance from 0 to 500 miles, in mi or km.',
  );

/** Location's `near` (FHIR R4: latitude|longitude|distance|units, km when no units). */
export function parseNear(value: string): Near {
  const [lat = '', lon = '', distance, units = 'km', ...rest] = value.split('|');
  const number = /^-?\d{1,3}(\.\d+)?$/;
  const unit = UNITS[units];
  if (rest.length > 0 || !number.test(lat) || !number.test(lon) || !unit) throw invalid();
  const latitude = Number(lat);
  const longitude = Number(lon);
  const given = distance === undefined || distance === '' ? undefined : Number(distance);
  const miles =
    given === undefined ? DEFAULT_MILES : unit === 'km' ? convertDistance(given * 1000, 'mi') : given;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !(miles >= 0) || miles > MAX_MILES)
    throw invalid();
  return { latitude, longitude, miles };
}

/** A location's distance in miles from the point (geo/distance.ts), or null when it has no position. */
export function milesFrom(near: Near, location: Location): number | null {
  const position = location.position;
  if (!position) return null;
  return milesBetween(near, position);
}
