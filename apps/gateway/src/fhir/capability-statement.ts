import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { CARIN_PROFILES } from './carin-profiles';
import { PDEX_PROFILES } from './pdex-profiles';

/** The search parameters each type takes (besides _count and _offset), as the service enforces them. */
export const SEARCH_PARAMS = {
  Patient: ['_id'],
  Coverage: ['_id', 'patient', 'beneficiary'],
  ExplanationOfBenefit: ['_id', 'patient', '_lastUpdated', 'service-date', 'type', 'use', 'created'],
  Organization: ['_id'],
  Practitioner: ['_id'],
} as const;

const PARAM_TYPES: Readonly<Record<string, 'token' | 'reference' | 'date'>> = {
  _id: 'token',
  patient: 'reference',
  beneficiary: 'reference',
  _lastUpdated: 'date',
  'service-date': 'date',
  type: 'token',
  use: 'token',
  created: 'date',
};

const PROFILES: Readonly<Record<keyof typeof SEARCH_PARAMS, readonly string[]>> = {
  Patient: [CARIN_PROFILES.patient],
  Coverage: [CARIN_PROFILES.coverage],
  ExplanationOfBenefit: [
    CARIN_PROFILES.professional,
    CARIN_PROFILES.oral,
    CARIN_PROFILES.pharmacy,
    // Prior authorizations (issue 38 §3): use = preauthorization.
    PDEX_PROFILES.priorAuthorization,
  ],
  Organization: [CARIN_PROFILES.organization],
  Practitioner: [CARIN_PROFILES.practitioner],
};

/** GET /fhir/r4/metadata: what the Patient Access API serves and how an app authorizes. */
export function buildCapabilityStatement(baseUrl: string, date: string): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = Object.entries(SEARCH_PARAMS).map(([type, params]) => ({
    type: type as CapabilityStatementRestResource['type'],
    supportedProfile: [...PROFILES[type as keyof typeof SEARCH_PARAMS]],
    interaction: [{ code: 'read' }, { code: 'search-type' }],
    searchParam: params.map((name) => ({ name, type: PARAM_TYPES[name] ?? 'token' })),
  }));
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'Member dashboard',
    kind: 'instance',
    implementation: { description: 'Patient Access API (CARIN Blue Button)', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    instantiates: ['http://hl7.org/fhir/us/carin-bb/CapabilityStatement/c4bb'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [
                { url: 'authorize', valueUri: `${baseUrl}/oauth/authorize` },
                { url: 'token', valueUri: `${baseUrl}/oauth/token` },
                { url: 'revoke', valueUri: `${baseUrl}/oauth/revoke` },
              ],
            },
          ],
        },
        resource,
      },
    ],
  };
}

/** /.well-known/smart-configuration (SMART App Launch 2.0 §2.0.6). */
export function buildSmartConfiguration(baseUrl: string) {
  return {
    issuer: baseUrl,
    jwks_uri: `${baseUrl}/oauth/jwks`,
    authorization_endpoint: `${baseUrl}/oauth/authorize`,
    token_endpoint: `${baseUrl}/oauth/token`,
    revocation_endpoint: `${baseUrl}/oauth/revoke`,
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    scopes_supported: [
      'patient/*.read',
      'patient/*.rs',
      'patient/Patient.read',
      'patient/Coverage.read',
      'patient/ExplanationOfBenefit.read',
      'launch/patient',
      'openid',
      'fhirUser',
      'offline_access',
    ],
    code_challenge_methods_supported: ['S256'],
    capabilities: [
      'launch-standalone',
      'client-public',
      'client-confidential-symmetric',
      'context-standalone-patient',
      'permission-offline',
      'permission-patient',
      'permission-v1',
      'permission-v2',
      'sso-openid-connect',
    ],
  };
}
