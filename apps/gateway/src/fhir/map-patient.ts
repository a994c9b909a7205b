import type { Patient } from '@medplum/fhirtypes';
import type { FhirFamilyRow, FhirMemberRow } from '../repositories/fhir/fhir-rows';
import { CARIN_PROFILES, CODE_SYSTEMS, concept } from './carin-profiles';
import { getPatientId } from './fhir-ids';

const GENDER: Readonly<Record<string, Patient['gender']>> = { F: 'female', M: 'male' };

/** The member's id on their card: the subscriber id and their two-digit suffix. */
export function getMemberId(family: FhirFamilyRow, suffix: number): string {
  return `${family.subscriberId}-${String(suffix).padStart(2, '0')}`;
}

/** A member as a C4BB Patient. */
export function mapPatient(member: FhirMemberRow, family: FhirFamilyRow, lastUpdated: string): Patient {
  const line = [family.addressLine1, family.addressLine2].filter((part): part is string => !!part);
  return {
    resourceType: 'Patient',
    id: getPatientId(member.memberKey),
    meta: { lastUpdated, profile: [CARIN_PROFILES.patient] },
    identifier: [
      {
        type: concept(CODE_SYSTEMS.identifierType, 'MB', 'Member Number'),
        system: CODE_SYSTEMS.memberId,
        value: getMemberId(family, member.suffix),
      },
    ],
    active: true,
    name: [{ use: 'usual', family: member.lastName, given: [member.firstName] }],
    gender: GENDER[member.sex] ?? 'unknown',
    birthDate: member.dateOfBirth,
    ...(family.city || line.length > 0
      ? {
          address: [
            {
              use: 'home',
              ...(line.length > 0 ? { line } : {}),
              ...(family.city ? { city: family.city } : {}),
              ...(family.state ? { state: family.state } : {}),
              ...(family.zipCode ? { postalCode: family.zipCode } : {}),
              country: 'US',
            },
          ],
        }
      : {}),
  };
}
