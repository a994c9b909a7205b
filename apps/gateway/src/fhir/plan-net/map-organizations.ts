import { BRANDS, CLAIMS_MAILING_ADDRESSES, type DomainId } from '@dash/domain';
import type { Address, Organization } from '@medplum/fhirtypes';
import type {
  DirectoryNetworkRow,
  DirectoryProviderRow,
} from '../../repositories/provider-directory/directory-rows';
import { concept } from '../carin-profiles';
import { PLAN_NET_CODES, PLAN_NET_PROFILES } from '../plan-net-profiles';
import { metaOf, officeAddress, phonesOf, referenceTo } from './directory-elements';
import { DIRECTORY_IDS } from './directory-ids';

const CITY_LINE = /^(.+), ([A-Z]{2}) (\d{5}(?:-\d{4})?)$/;

/** The brand's mailing address (brands/claims-address.ts) as a FHIR Address. */
function payerAddress(domainId: DomainId): Address {
  const [, ...lines] = CLAIMS_MAILING_ADDRESSES[domainId];
  const last = lines.at(-1) ?? '';
  const match = CITY_LINE.exec(last);
  return {
    use: 'work',
    type: 'postal',
    text: lines.join(', '),
    line: match ? lines.slice(0, -1) : lines,
    ...(match ? { city: match[1], state: match[2], postalCode: match[3] } : {}),
    country: 'US',
  };
}

/** A provider group, as a Plan-Net Organization, at its first provider's first office. */
export function mapGroup(
  groupName: string,
  members: readonly DirectoryProviderRow[],
  lastUpdated: string,
): Organization {
  const offices = members.flatMap((p) => p.offices);
  const id = DIRECTORY_IDS.group(groupName);
  return {
    resourceType: 'Organization',
    id,
    meta: metaOf(PLAN_NET_PROFILES.organization, lastUpdated),
    identifier: [{ system: PLAN_NET_CODES.directoryId, value: id }],
    active: true,
    type: [concept(PLAN_NET_CODES.organizationType, 'prvgrp', 'Provider Group')],
    name: groupName,
    telecom: phonesOf(offices),
    address: offices.slice(0, 1).map(officeAddress),
  };
}

/** The brand's insurer, as a Plan-Net Organization of type payer. */
export function mapDirectoryPayer(domainId: DomainId, lastUpdated: string): Organization {
  const brand = BRANDS[domainId];
  const id = DIRECTORY_IDS.payer(domainId);
  return {
    resourceType: 'Organization',
    id,
    meta: metaOf(PLAN_NET_PROFILES.organization, lastUpdated),
    identifier: [{ system: PLAN_NET_CODES.directoryId, value: id }],
    active: true,
    type: [concept(PLAN_NET_CODES.organizationType, 'payer', 'Payer')],
    name: brand.name,
    telecom: [{ system: 'phone', value: brand.customerServicePhone, use: 'work', rank: 1 }],
    address: [payerAddress(domainId)],
    endpoint: [referenceTo('Endpoint', DIRECTORY_IDS.endpoint)],
  };
}

/** A brand's provider network, as a Plan-Net Network: part of the payer, reached through its customer service. */
export function mapNetwork(network: DirectoryNetworkRow, lastUpdated: string): Organization {
  const domainId = network.domainId as DomainId;
  const id = DIRECTORY_IDS.network(network.networkId);
  return {
    resourceType: 'Organization',
    id,
    meta: metaOf(PLAN_NET_PROFILES.network, lastUpdated),
    identifier: [{ system: PLAN_NET_CODES.directoryId, value: id }],
    active: true,
    type: [concept(PLAN_NET_CODES.organizationType, 'ntwk', 'Network')],
    name: network.name,
    partOf: referenceTo('Organization', DIRECTORY_IDS.payer(domainId), BRANDS[domainId].name),
    contact: [
      {
        name: { text: 'Customer service' },
        telecom: [{ system: 'phone', value: BRANDS[domainId].customerServicePhone }],
      },
    ],
  };
}
