import { COVERAGE_CATEGORY_LABELS, type FamilyRowState } from '@dash/domain';
import type { Coverage } from '@medplum/fhirtypes';
import type { FhirEligibilityRow, FhirFamilyRow, FhirMemberRow } from '../repositories/fhir/fhir-rows';
import { CARIN_PROFILES, CODE_SYSTEMS, concept } from './carin-profiles';
import { getCoverageId, getPatientId, getPayerId } from './fhir-ids';
import { getMemberId } from './map-patient';

const RELATIONSHIP: Readonly<Record<string, string>> = {
  SUBSCRIBER: 'self',
  SELF: 'self',
  SPOUSE: 'spouse',
  DOMESTIC_PARTNER: 'spouse',
  CHILD: 'child',
};

/**
 * A member's coverage in one category, from the family eligibility row document 2 §4 selects. The
 * row's state by that rule decides the status: active or future coverage is `active` (its period
 * tells which), termed coverage `cancelled`.
 */
export function mapCoverage(input: {
  readonly row: FhirEligibilityRow;
  readonly state: FamilyRowState;
  readonly member: FhirMemberRow;
  readonly subscriber: FhirMemberRow | undefined;
  readonly family: FhirFamilyRow;
  readonly lastUpdated: string;
}): Coverage {
  const { row, state, member, subscriber, family } = input;
  const patientId = getPatientId(member.memberKey);
  const label = COVERAGE_CATEGORY_LABELS[row.category];
  return {
    resourceType: 'Coverage',
    id: getCoverageId(patientId, row.category),
    meta: { lastUpdated: input.lastUpdated, profile: [CARIN_PROFILES.coverage] },
    identifier: [
      {
        type: concept(CODE_SYSTEMS.identifierType, 'MB', 'Member Number'),
        system: CODE_SYSTEMS.memberId,
        value: getMemberId(family, member.suffix),
      },
    ],
    status: state === 'termed' ? 'cancelled' : 'active',
    type: concept(CODE_SYSTEMS.actCode, row.category === 'dental' ? 'DENTPRG' : 'HIP', `${label} plan`),
    ...(subscriber ? { subscriber: { reference: `Patient/${getPatientId(subscriber.memberKey)}` } } : {}),
    subscriberId: family.subscriberId,
    beneficiary: { reference: `Patient/${patientId}` },
    relationship: concept(CODE_SYSTEMS.subscriberRelationship, RELATIONSHIP[member.relationship] ?? 'other'),
    period: { start: row.effectiveDate, ...(row.termedDate ? { end: row.termedDate } : {}) },
    payor: [{ reference: `Organization/${getPayerId(family.domainId)}` }],
    class: [
      {
        type: concept(CODE_SYSTEMS.coverageClass, 'group'),
        value: family.groupId,
        name: family.groupName,
      },
      {
        type: concept(CODE_SYSTEMS.coverageClass, 'plan'),
        value: row.category,
        name: label,
      },
    ],
  };
}
