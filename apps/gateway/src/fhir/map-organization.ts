import { createHash } from 'node:crypto';
import { BRANDS, type DomainId } from '@dash/domain';
import type { Organization, Practitioner, Reference } from '@medplum/fhirtypes';
import type { FhirProviderRow } from '../repositories/fhir/fhir-rows';
import { CARIN_PROFILES, CODE_SYSTEMS, concept } from './carin-profiles';
import { getPayerId, getProviderOrganizationId } from './fhir-ids';

/** The brand's insurer as the payer Organization. */
export function mapPayer(domainId: DomainId, lastUpdated: string): Organization {
  return {
    resourceType: 'Organization',
    id: getPayerId(domainId),
    meta: { lastUpdated, profile: [CARIN_PROFILES.organization] },
    active: true,
    type: [concept(CODE_SYSTEMS.organizationType, 'pay', 'Payer')],
    name: BRANDS[domainId].name,
  };
}

/** A provider's FHIR id: its directory id, or a digest of its name when a claim names no directory entry. */
export function getProviderId(provider: Pick<FhirProviderRow, 'providerId' | 'name'>): string {
  return getProviderOrganizationId(
    provider.providerId ?? createHash('sha256').update(provider.name).digest('hex').slice(0, 16),
  );
}

/** A provider named on claims, as the billing Organization. */
export function mapProviderOrganization(provider: FhirProviderRow, lastUpdated: string): Organization {
  return {
    resourceType: 'Organization',
    id: getProviderId(provider),
    meta: { lastUpdated, profile: [CARIN_PROFILES.organization] },
    ...(provider.providerId
      ? { identifier: [{ system: CODE_SYSTEMS.providerId, value: provider.providerId }] }
      : {}),
    active: true,
    type: [concept(CODE_SYSTEMS.organizationType, 'prov', 'Healthcare Provider')],
    name: provider.groupName ?? provider.name,
  };
}

/** A provider of the directory with a professional title (a person), as a Practitioner. */
export function mapPractitioner(provider: FhirProviderRow, lastUpdated: string): Practitioner | null {
  if (!provider.providerId || !provider.title) return null;
  const parts = provider.name.split(' ');
  const family = parts.at(-1) ?? provider.name;
  return {
    resourceType: 'Practitioner',
    id: `practitioner-${provider.providerId}`,
    meta: { lastUpdated, profile: [CARIN_PROFILES.practitioner] },
    identifier: [{ system: CODE_SYSTEMS.providerId, value: provider.providerId }],
    active: true,
    name: [{ text: provider.name, family, given: parts.slice(0, -1), suffix: [provider.title] }],
  };
}

/** The resource that stands for a provider: a Practitioner for a person of the directory, else an Organization. */
export function mapProvider(provider: FhirProviderRow, lastUpdated: string): Organization | Practitioner {
  return mapPractitioner(provider, lastUpdated) ?? mapProviderOrganization(provider, lastUpdated);
}

/** The reference a claim makes to its provider. */
export function getProviderReference(provider: FhirProviderRow): Reference<Organization | Practitioner> {
  const resource = mapProvider(provider, '');
  return { reference: `${resource.resourceType}/${resource.id}`, display: provider.name };
}
