import { getDirectorySpecialty } from '@dash/domain';
import type { CodeableConcept, HealthcareService, Location } from '@medplum/fhirtypes';
import type {
  DirectoryOfficeRow,
  DirectoryProviderRow,
} from '../../repositories/provider-directory/directory-rows';
import { concept } from '../carin-profiles';
import { PLAN_NET_CODES, PLAN_NET_PROFILES } from '../plan-net-profiles';
import { metaOf, newPatientsExtension, officeAddress, phonesOf, referenceTo } from './directory-elements';
import { DIRECTORY_IDS } from './directory-ids';

/** An office where providers see patients, as a Plan-Net Location with its coordinates. */
export function mapLocation(input: {
  readonly office: DirectoryOfficeRow;
  /** The providers with an office at this address. */
  readonly providers: readonly DirectoryProviderRow[];
  readonly lastUpdated: string;
}): Location {
  const { office, providers } = input;
  const groups = [...new Set(providers.flatMap((p) => (p.groupName ? [p.groupName] : [])))];
  const [group] = groups;
  return {
    resourceType: 'Location',
    id: DIRECTORY_IDS.location(office.addressLine1, office.zipCode),
    meta: metaOf(PLAN_NET_PROFILES.location, input.lastUpdated),
    extension: [newPatientsExtension(providers.some((p) => p.acceptingNewPatients))],
    status: 'active',
    name: `${office.addressLine1}, ${office.city}`,
    ...(groups.length > 0 ? { alias: groups } : {}),
    telecom: phonesOf([office]),
    address: officeAddress(office),
    ...(office.latitude !== null && office.longitude !== null
      ? { position: { latitude: office.latitude, longitude: office.longitude } }
      : {}),
    // A managing organization only where one group works from the office.
    ...(group && groups.length === 1
      ? { managingOrganization: referenceTo('Organization', DIRECTORY_IDS.group(group), group) }
      : {}),
  };
}

const CATEGORY_DISPLAY = { dent: 'Dental', prov: 'Medical Provider' } as const;

/** What a provider group offers, as a Plan-Net HealthcareService: its specialties at its offices. */
export function mapHealthcareService(
  groupName: string,
  members: readonly DirectoryProviderRow[],
  lastUpdated: string,
): HealthcareService {
  const specialties = members.flatMap((p) => {
    const found = getDirectorySpecialty(p.specialty);
    return found ? [found] : [];
  });
  const codes = [...new Map(specialties.map((s) => [s.code, s])).values()];
  const category = specialties.some((s) => s.category === 'prov') ? 'prov' : 'dent';
  const offices = members.flatMap((p) => p.offices);
  const locations = [...new Set(offices.map((o) => DIRECTORY_IDS.location(o.addressLine1, o.zipCode)))];
  const specialty: CodeableConcept[] = codes.map((s) => concept(PLAN_NET_CODES.nucc, s.code, s.display));
  return {
    resourceType: 'HealthcareService',
    id: DIRECTORY_IDS.service(groupName),
    meta: metaOf(PLAN_NET_PROFILES.healthcareService, lastUpdated),
    extension: [newPatientsExtension(members.some((p) => p.acceptingNewPatients))],
    active: true,
    providedBy: referenceTo('Organization', DIRECTORY_IDS.group(groupName), groupName),
    category: [concept(PLAN_NET_CODES.healthcareServiceCategory, category, CATEGORY_DISPLAY[category])],
    specialty,
    location: locations.map((id) => referenceTo('Location', id)),
    name: groupName,
    telecom: phonesOf(offices),
  };
}
