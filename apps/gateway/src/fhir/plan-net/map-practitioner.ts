import { getDirectorySpecialty, getDirectoryTitle } from '@dash/domain';
import type { Location, Practitioner, PractitionerRole, Reference } from '@medplum/fhirtypes';
import type {
  DirectoryNetworkRow,
  DirectoryProviderRow,
} from '../../repositories/provider-directory/directory-rows';
import { concept } from '../carin-profiles';
import { PLAN_NET_CODES, PLAN_NET_EXTENSIONS, PLAN_NET_PROFILES } from '../plan-net-profiles';
import { metaOf, newPatientsExtension, phonesOf, referenceTo } from './directory-elements';
import { DIRECTORY_IDS } from './directory-ids';

/** A provider of the directory who is a person, as a Plan-Net Practitioner: name, degree and languages. */
export function mapDirectoryPractitioner(provider: DirectoryProviderRow, lastUpdated: string): Practitioner {
  const parts = provider.name.split(' ');
  const title = getDirectoryTitle(provider.title);
  return {
    resourceType: 'Practitioner',
    id: DIRECTORY_IDS.practitioner(provider.providerId),
    meta: metaOf(PLAN_NET_PROFILES.practitioner, lastUpdated),
    identifier: [{ system: PLAN_NET_CODES.providerId, value: provider.providerId }],
    active: true,
    name: [
      {
        text: provider.title ? `${provider.name}, ${provider.title}` : provider.name,
        family: parts.at(-1) ?? provider.name,
        given: parts.slice(0, -1),
        ...(provider.title ? { suffix: [provider.title] } : {}),
      },
    ],
    ...(title
      ? {
          qualification: [
            {
              extension: [
                {
                  url: PLAN_NET_EXTENSIONS.practitionerQualification,
                  extension: [{ url: 'status', valueCode: 'active' }],
                },
              ],
              code: concept(PLAN_NET_CODES.degree, title.degree, title.degreeDisplay),
            },
          ],
        }
      : {}),
    communication: provider.languages.map((language) => ({ text: language })),
  };
}

/**
 * A provider's part in one network, as a Plan-Net PractitionerRole: the network, whether they take
 * new patients from it, their role and specialty, their group, offices and phones.
 */
export function mapPractitionerRole(input: {
  readonly provider: DirectoryProviderRow;
  readonly network: DirectoryNetworkRow;
  readonly locations: readonly Reference<Location>[];
  readonly lastUpdated: string;
}): PractitionerRole {
  const { provider, network } = input;
  const title = getDirectoryTitle(provider.title);
  const specialty = getDirectorySpecialty(provider.specialty);
  const networkReference = referenceTo(
    'Organization',
    DIRECTORY_IDS.network(network.networkId),
    network.name,
  );
  return {
    resourceType: 'PractitionerRole',
    id: DIRECTORY_IDS.role(provider.providerId, network.networkId),
    meta: metaOf(PLAN_NET_PROFILES.practitionerRole, input.lastUpdated),
    extension: [
      newPatientsExtension(provider.acceptingNewPatients, networkReference),
      { url: PLAN_NET_EXTENSIONS.networkReference, valueReference: networkReference },
    ],
    active: true,
    practitioner: referenceTo('Practitioner', DIRECTORY_IDS.practitioner(provider.providerId), provider.name),
    ...(provider.groupName
      ? {
          organization: referenceTo(
            'Organization',
            DIRECTORY_IDS.group(provider.groupName),
            provider.groupName,
          ),
        }
      : {}),
    ...(title ? { code: [concept(PLAN_NET_CODES.providerRole, title.role, title.roleDisplay)] } : {}),
    ...(specialty ? { specialty: [concept(PLAN_NET_CODES.nucc, specialty.code, specialty.display)] } : {}),
    location: [...input.locations],
    ...(provider.groupName
      ? { healthcareService: [referenceTo('HealthcareService', DIRECTORY_IDS.service(provider.groupName))] }
      : {}),
    telecom: phonesOf(provider.offices),
  };
}
