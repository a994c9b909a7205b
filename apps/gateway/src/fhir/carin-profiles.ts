/**
 * The CARIN Consumer Directed Payer Data Exchange (Blue Button) profiles and code systems the
 * Patient Access API declares (issue 18; CARIN BB 2.0.0 on FHIR R4).
 */
const CARIN = 'http://hl7.org/fhir/us/carin-bb';

export const CARIN_PROFILES = {
  patient: `${CARIN}/StructureDefinition/C4BB-Patient`,
  coverage: `${CARIN}/StructureDefinition/C4BB-Coverage`,
  organization: `${CARIN}/StructureDefinition/C4BB-Organization`,
  practitioner: `${CARIN}/StructureDefinition/C4BB-Practitioner`,
  professional: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Professional-NonClinician`,
  inpatient: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Inpatient-Institutional`,
  oral: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Oral`,
  pharmacy: `${CARIN}/StructureDefinition/C4BB-ExplanationOfBenefit-Pharmacy`,
} as const;

export const CODE_SYSTEMS = {
  carinIdentifierType: `${CARIN}/CodeSystem/C4BBIdentifierType`,
  carinAdjudication: `${CARIN}/CodeSystem/C4BBAdjudication`,
  carinSupportingInfo: `${CARIN}/CodeSystem/C4BBSupportingInfoType`,
  carinPayerAdjudicationStatus: `${CARIN}/CodeSystem/C4BBPayerAdjudicationStatus`,
  carinAdjudicationDiscriminator: `${CARIN}/CodeSystem/C4BBAdjudicationDiscriminator`,
  claimAdjustmentReason: 'https://x12.org/codes/claim-adjustment-reason-codes',
  adjudication: 'http://terminology.hl7.org/CodeSystem/adjudication',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  subscriberRelationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
  cpt: 'http://www.ama-assn.org/go/cpt',
  cdt: 'http://www.ada.org/cdt',
  ndc: 'http://hl7.org/fhir/sid/ndc',
  toothNumber: 'http://terminology.hl7.org/CodeSystem/ADAUniversalToothDesignation',
  toothSurface: 'http://terminology.hl7.org/CodeSystem/ex-surface',
  claimNumber: 'urn:dash:claim-number',
  memberId: 'urn:dash:member-id',
  providerId: 'urn:dash:provider-id',
} as const;

/** A coded concept with one coding. */
export function concept(system: string, code: string, display?: string) {
  return {
    coding: [{ system, code, ...(display ? { display } : {}) }],
    ...(display ? { text: display } : {}),
  };
}

/** Cents as FHIR Money in US dollars. */
export function usd(cents: number) {
  return { value: Math.round(cents) / 100, currency: 'USD' as const };
}

/** A yyyy-mm-dd day as the instant meta.lastUpdated takes (the day's start, UTC). */
export function dayInstant(day: string): string {
  return `${day.slice(0, 10)}T00:00:00Z`;
}
