/**
 * The Da Vinci Payer Data Exchange (PDex 2.0.0) profile and code systems the Patient Access API
 * declares for prior authorizations (issue 38 §3).
 */
const PDEX = 'http://hl7.org/fhir/us/davinci-pdex';

export const PDEX_PROFILES = {
  priorAuthorization: `${PDEX}/StructureDefinition/pdex-priorauthorization`,
} as const;

export const PDEX_CODES = {
  /** The slices of item.adjudication: units allowed, units used, why denied. */
  adjudicationDiscriminator: `${PDEX}/CodeSystem/PDexAdjudicationDiscriminator`,
  reviewActionExtension: `${PDEX}/StructureDefinition/extension-reviewAction`,
  reviewActionCodeExtension: `${PDEX}/StructureDefinition/extension-reviewActionCode`,
  /** X12 278 Health Care Services Review action codes (HCR01). */
  x12ReviewAction: 'https://codesystem.x12.org/005010/306',
  priorAuthorizationNumber: 'urn:dash:prior-authorization-number',
} as const;
