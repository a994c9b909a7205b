import { getAcceptingPatientsCode } from '@dash/domain';
import type {
  Address,
  ContactPoint,
  Extension,
  ExtractResource,
  Meta,
  Reference,
  ResourceType,
} from '@medplum/fhirtypes';
import type { DirectoryOfficeRow } from '../../repositories/provider-directory/directory-rows';
import { concept } from '../carin-profiles';
import { PLAN_NET_CODES, PLAN_NET_EXTENSIONS } from '../plan-net-profiles';

/** What every directory resource's meta says: the profile and when the directory was published. */
export function metaOf(profile: string, lastUpdated: string): Meta {
  return { lastUpdated, profile: [profile] };
}

/** A reference to a directory resource, typed by what it points at. */
export function referenceTo<K extends ResourceType>(
  type: K,
  id: string,
  display?: string,
): Reference<ExtractResource<K>> {
  return { reference: `${type}/${id}`, ...(display ? { display } : {}) };
}

/** An office's address as Plan-Net's must-support elements want it. */
export function officeAddress(office: DirectoryOfficeRow): Address {
  const line = [office.addressLine1, ...(office.addressLine2 ? [office.addressLine2] : [])];
  return {
    use: 'work',
    type: 'physical',
    text: `${line.join(', ')}, ${office.city}, ${office.state} ${office.zipCode}`,
    line,
    city: office.city,
    state: office.state,
    postalCode: office.zipCode,
    country: 'US',
  };
}

/** The distinct phone numbers of some offices. */
export function phonesOf(offices: readonly DirectoryOfficeRow[]): ContactPoint[] {
  const numbers = [...new Set(offices.flatMap((o) => (o.phoneNumber ? [o.phoneNumber] : [])))];
  return numbers.map((value, index) => ({ system: 'phone', value, use: 'work', rank: index + 1 }));
}

/** Plan-Net's newpatients extension: accepting or not, from a network when one is named. */
export function newPatientsExtension(accepting: boolean, network?: Reference): Extension {
  const code = getAcceptingPatientsCode(accepting);
  return {
    url: PLAN_NET_EXTENSIONS.newPatients,
    extension: [
      {
        url: 'acceptingPatients',
        valueCodeableConcept: concept(
          PLAN_NET_CODES.acceptingPatients,
          code,
          accepting ? 'Accepting' : 'Not Accepting',
        ),
      },
      ...(network ? [{ url: 'fromNetwork', valueReference: network }] : []),
    ],
  };
}
