import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { PLAN_NET_PROFILES } from '../plan-net-profiles';

type ParamType = 'token' | 'string' | 'reference' | 'special';

/** The search parameters each directory type takes (besides _count and _offset), as the service enforces them. */
export const DIRECTORY_SEARCH_PARAMS = {
  Practitioner: { _id: 'token', name: 'string' },
  PractitionerRole: {
    _id: 'token',
    practitioner: 'reference',
    organization: 'reference',
    location: 'reference',
    network: 'reference',
    specialty: 'token',
    role: 'token',
    'new-patient': 'token',
  },
  Organization: { _id: 'token', name: 'string', type: 'token', partof: 'reference' },
  Location: {
    _id: 'token',
    name: 'string',
    near: 'special',
    organization: 'reference',
    'address-postalcode': 'string',
    'new-patient': 'token',
  },
  HealthcareService: {
    _id: 'token',
    name: 'string',
    specialty: 'token',
    organization: 'reference',
    location: 'reference',
    'new-patient': 'token',
  },
  InsurancePlan: { _id: 'token', name: 'string', type: 'token', network: 'reference' },
  Endpoint: { _id: 'token', name: 'string' },
} as const satisfies Record<string, Record<string, ParamType>>;

/** What `_include` follows, per type (PractitionerRole's practitioner, location and organization). */
export const DIRECTORY_INCLUDES = {
  PractitionerRole: [
    'PractitionerRole:practitioner',
    'PractitionerRole:location',
    'PractitionerRole:organization',
  ],
} as const;

const PROFILES: Readonly<Record<keyof typeof DIRECTORY_SEARCH_PARAMS, readonly string[]>> = {
  Practitioner: [PLAN_NET_PROFILES.practitioner],
  PractitionerRole: [PLAN_NET_PROFILES.practitionerRole],
  Organization: [PLAN_NET_PROFILES.organization, PLAN_NET_PROFILES.network],
  Location: [PLAN_NET_PROFILES.location],
  HealthcareService: [PLAN_NET_PROFILES.healthcareService],
  InsurancePlan: [PLAN_NET_PROFILES.insurancePlan],
  Endpoint: [PLAN_NET_PROFILES.endpoint],
};

/** GET <directory>/metadata: the public Plan-Net directory, its types, profiles and searches; no security. */
export function buildDirectoryCapabilityStatement(baseUrl: string, date: string): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = Object.entries(DIRECTORY_SEARCH_PARAMS).map(
    ([type, params]) => ({
      type: type as CapabilityStatementRestResource['type'],
      supportedProfile: [...PROFILES[type as keyof typeof DIRECTORY_SEARCH_PARAMS]],
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      ...(type in DIRECTORY_INCLUDES
        ? { searchInclude: [...DIRECTORY_INCLUDES[type as keyof typeof DIRECTORY_INCLUDES]] }
        : {}),
      searchParam: Object.entries(params).map(([name, kind]) => ({
        name,
        type: kind === 'special' ? 'special' : kind,
      })),
    }),
  );
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'Member dashboard',
    kind: 'instance',
    implementation: { description: 'Provider directory (Da Vinci PDex Plan-Net), public', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    instantiates: ['http://hl7.org/fhir/us/davinci-pdex-plan-net/CapabilityStatement/plan-net'],
    rest: [
      {
        mode: 'server',
        documentation:
          'No authentication: the directory is public. Responses carry an ETag and may be cached.',
        resource,
      },
    ],
  };
}
