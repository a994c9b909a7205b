/**
 * The Da Vinci PDex Plan-Net profiles, extensions and code systems the public provider directory
 * declares (issue 38 §2; Plan-Net 1.1.0 on FHIR R4).
 */
const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';

export const PLAN_NET_PROFILES = {
  practitioner: `${PLAN_NET}/StructureDefinition/plannet-Practitioner`,
  practitionerRole: `${PLAN_NET}/StructureDefinition/plannet-PractitionerRole`,
  organization: `${PLAN_NET}/StructureDefinition/plannet-Organization`,
  network: `${PLAN_NET}/StructureDefinition/plannet-Network`,
  location: `${PLAN_NET}/StructureDefinition/plannet-Location`,
  healthcareService: `${PLAN_NET}/StructureDefinition/plannet-HealthcareService`,
  insurancePlan: `${PLAN_NET}/StructureDefinition/plannet-InsurancePlan`,
  endpoint: `${PLAN_NET}/StructureDefinition/plannet-Endpoint`,
} as const;

export const PLAN_NET_EXTENSIONS = {
  newPatients: `${PLAN_NET}/StructureDefinition/newpatients`,
  networkReference: `${PLAN_NET}/StructureDefinition/network-reference`,
  practitionerQualification: `${PLAN_NET}/StructureDefinition/practitioner-qualification`,
  communicationProficiency: `${PLAN_NET}/StructureDefinition/communication-proficiency`,
  endpointUsecase: `${PLAN_NET}/StructureDefinition/endpoint-usecase`,
} as const;

export const PLAN_NET_CODES = {
  acceptingPatients: `${PLAN_NET}/CodeSystem/AcceptingPatientsCS`,
  organizationType: `${PLAN_NET}/CodeSystem/OrgTypeCS`,
  providerRole: `${PLAN_NET}/CodeSystem/ProviderRoleCS`,
  healthcareServiceCategory: `${PLAN_NET}/CodeSystem/HealthcareServiceCategoryCS`,
  insuranceProductType: `${PLAN_NET}/CodeSystem/InsuranceProductTypeCS`,
  endpointPayloadType: `${PLAN_NET}/CodeSystem/EndpointPayloadTypeCS`,
  qualificationStatus: `${PLAN_NET}/CodeSystem/QualificationStatusCS`,
  nucc: 'http://nucc.org/provider-taxonomy',
  degree: 'http://terminology.hl7.org/CodeSystem/v2-0360',
  endpointConnectionType: 'http://terminology.hl7.org/CodeSystem/endpoint-connection-type',
  language: 'urn:ietf:bcp:47',
  providerId: 'urn:dash:provider-id',
  directoryId: 'urn:dash:provider-directory',
} as const;
