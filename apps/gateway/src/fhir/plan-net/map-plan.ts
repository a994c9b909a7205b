import { BRANDS, type DomainId } from '@dash/domain';
import type { Endpoint, InsurancePlan } from '@medplum/fhirtypes';
import type { DirectoryNetworkRow } from '../../repositories/provider-directory/directory-rows';
import { concept } from '../carin-profiles';
import { PLAN_NET_CODES, PLAN_NET_EXTENSIONS, PLAN_NET_PROFILES } from '../plan-net-profiles';
import { metaOf, referenceTo } from './directory-elements';
import { DIRECTORY_IDS } from './directory-ids';

/** The InsuranceProductType codes the seeded networks use, with the code system's words. */
const PRODUCT_TYPES: Readonly<Record<string, string>> = {
  commppo: 'Commercial PPO',
  commhmo: 'Commercial HMO',
  mediadvhmo: 'Medicare Advantage HMO',
  mediadv: 'Medicare Advantage',
  dent: 'Dental Plan',
};

/** The plan offered on a network, as a Plan-Net InsurancePlan owned and run by the brand's insurer. */
export function mapInsurancePlan(network: DirectoryNetworkRow, lastUpdated: string): InsurancePlan {
  const domainId = network.domainId as DomainId;
  const payer = referenceTo('Organization', DIRECTORY_IDS.payer(domainId), BRANDS[domainId].name);
  const networkReference = referenceTo(
    'Organization',
    DIRECTORY_IDS.network(network.networkId),
    network.name,
  );
  return {
    resourceType: 'InsurancePlan',
    id: DIRECTORY_IDS.plan(network.networkId),
    meta: metaOf(PLAN_NET_PROFILES.insurancePlan, lastUpdated),
    identifier: [{ system: PLAN_NET_CODES.directoryId, value: DIRECTORY_IDS.plan(network.networkId) }],
    status: 'active',
    type: [
      concept(PLAN_NET_CODES.insuranceProductType, network.productType, PRODUCT_TYPES[network.productType]),
    ],
    name: network.planName,
    ownedBy: payer,
    administeredBy: payer,
    contact: [
      {
        name: { text: 'Customer service' },
        telecom: [{ system: 'phone', value: BRANDS[domainId].customerServicePhone }],
      },
    ],
    endpoint: [referenceTo('Endpoint', DIRECTORY_IDS.endpoint)],
    network: [networkReference],
  };
}

/** This directory itself, as the Plan-Net Endpoint an app reads the brand's networks from. */
export function mapDirectoryEndpoint(domainId: DomainId, baseUrl: string, lastUpdated: string): Endpoint {
  return {
    resourceType: 'Endpoint',
    id: DIRECTORY_IDS.endpoint,
    meta: metaOf(PLAN_NET_PROFILES.endpoint, lastUpdated),
    extension: [
      {
        url: PLAN_NET_EXTENSIONS.endpointUsecase,
        extension: [
          {
            url: 'type',
            valueCodeableConcept: concept(
              'http://terminology.hl7.org/CodeSystem/v3-ActReason',
              'HOPERAT',
              'healthcare operations',
            ),
          },
          { url: 'standard', valueUri: 'http://hl7.org/fhir/us/davinci-pdex-plan-net' },
        ],
      },
    ],
    status: 'active',
    connectionType: { system: PLAN_NET_CODES.endpointConnectionType, code: 'hl7-fhir-rest' },
    name: `${BRANDS[domainId].name} provider directory`,
    managingOrganization: referenceTo('Organization', DIRECTORY_IDS.payer(domainId), BRANDS[domainId].name),
    contact: [{ system: 'phone', value: BRANDS[domainId].customerServicePhone }],
    payloadType: [concept(PLAN_NET_CODES.endpointPayloadType, 'NA', 'Not Applicable')],
    payloadMimeType: ['application/fhir+json'],
    address: baseUrl,
  };
}
