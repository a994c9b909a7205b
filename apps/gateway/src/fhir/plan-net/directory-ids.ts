import { createHash } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * FHIR ids of the public directory (issue 38 §2), stable across reseeds: a provider keeps its
 * directory id, a group and an office are named by a digest of what identifies them (an office's
 * row id changes when the catalogue is rewritten), a network and its plan by the network's id.
 */
export const DIRECTORY_IDS = {
  practitioner: (providerId: string) => providerId,
  role: (providerId: string, networkId: string) => `${providerId}-${networkId}`,
  group: (groupName: string) => `org-${digest(groupName)}`,
  service: (groupName: string) => `service-${digest(groupName)}`,
  location: (addressLine1: string, zipCode: string) => `loc-${digest(`${addressLine1}|${zipCode}`)}`,
  network: (networkId: string) => `network-${networkId}`,
  plan: (networkId: string) => `plan-${networkId}`,
  payer: (domainId: number) => `payer-${domainId}`,
  endpoint: 'directory',
} as const;
