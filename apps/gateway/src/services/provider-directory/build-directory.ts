import type { DomainId } from '@dash/domain';
import type {
  Endpoint,
  HealthcareService,
  InsurancePlan,
  Location,
  Organization,
  Practitioner,
  PractitionerRole,
} from '@medplum/fhirtypes';
import { referenceTo } from '../../fhir/plan-net/directory-elements';
import { DIRECTORY_IDS } from '../../fhir/plan-net/directory-ids';
import { mapDirectoryPayer, mapGroup, mapNetwork } from '../../fhir/plan-net/map-organizations';
import { mapHealthcareService, mapLocation } from '../../fhir/plan-net/map-places';
import { mapDirectoryEndpoint, mapInsurancePlan } from '../../fhir/plan-net/map-plan';
import { mapDirectoryPractitioner, mapPractitionerRole } from '../../fhir/plan-net/map-practitioner';
import type {
  DirectoryOfficeRow,
  DirectoryProviderRow,
  DirectoryRows,
} from '../../repositories/provider-directory/directory-rows';

/** A brand's directory as the Plan-Net resources it serves, by type. */
export interface DirectoryResources {
  readonly Practitioner: readonly Practitioner[];
  readonly PractitionerRole: readonly PractitionerRole[];
  readonly Organization: readonly Organization[];
  readonly Location: readonly Location[];
  readonly HealthcareService: readonly HealthcareService[];
  readonly InsurancePlan: readonly InsurancePlan[];
  readonly Endpoint: readonly Endpoint[];
}

export type DirectoryType = keyof DirectoryResources;

const officeId = (office: DirectoryOfficeRow) => DIRECTORY_IDS.location(office.addressLine1, office.zipCode);

/** Groups the providers by a key, in their order. */
function groupBy<K>(
  providers: readonly DirectoryProviderRow[],
  keysOf: (p: DirectoryProviderRow) => readonly K[],
) {
  const groups = new Map<K, DirectoryProviderRow[]>();
  for (const provider of providers) {
    for (const key of keysOf(provider)) groups.set(key, [...(groups.get(key) ?? []), provider]);
  }
  return groups;
}

/**
 * The brand's directory (issue 38 §2) from its rows: a Practitioner per provider, a PractitionerRole
 * per provider and network, an Organization per group, the payer and each network, a Location per
 * office address, a HealthcareService per group, an InsurancePlan per network, and the Endpoint.
 */
export function buildDirectory(input: {
  readonly rows: DirectoryRows;
  readonly domainId: DomainId;
  readonly baseUrl: string;
}): DirectoryResources {
  const { rows, domainId } = input;
  const newest = Math.max(0, ...rows.networks.map((n) => n.updatedAt.getTime()));
  const lastUpdated = new Date(newest).toISOString();
  const networks = new Map(rows.networks.map((n) => [n.networkId, n]));
  const byGroup = groupBy(rows.providers, (p) => (p.groupName ? [p.groupName] : []));
  const byOffice = groupBy(rows.providers, (p) => [...new Set(p.offices.map(officeId))]);
  const offices = new Map(rows.providers.flatMap((p) => p.offices.map((o) => [officeId(o), o] as const)));
  return {
    Practitioner: rows.providers.map((p) => mapDirectoryPractitioner(p, lastUpdated)),
    PractitionerRole: rows.providers.flatMap((provider) =>
      provider.networkIds.flatMap((networkId) => {
        const network = networks.get(networkId);
        if (!network) return [];
        const locations = [...new Set(provider.offices.map(officeId))].map((id) =>
          referenceTo('Location', id),
        );
        return [mapPractitionerRole({ provider, network, locations, lastUpdated })];
      }),
    ),
    Organization: [
      mapDirectoryPayer(domainId, lastUpdated),
      ...rows.networks.map((n) => mapNetwork(n, lastUpdated)),
      ...[...byGroup].map(([name, members]) => mapGroup(name, members, lastUpdated)),
    ],
    Location: [...offices].map(([id, office]) =>
      mapLocation({ office, providers: byOffice.get(id) ?? [], lastUpdated }),
    ),
    HealthcareService: [...byGroup].map(([name, members]) =>
      mapHealthcareService(name, members, lastUpdated),
    ),
    InsurancePlan: rows.networks.map((n) => mapInsurancePlan(n, lastUpdated)),
    Endpoint: [mapDirectoryEndpoint(domainId, input.baseUrl, lastUpdated)],
  };
}
