import { type DomainId, getPlanIsoDate } from '@dash/domain';
import type { Bundle, CapabilityStatement, Resource } from '@medplum/fhirtypes';
import { FhirError } from '../../fhir/operation-outcome';
import { buildDirectoryCapabilityStatement } from '../../fhir/plan-net/directory-capability-statement';
import type { RawQuery } from '../../fhir/search-params';
import type { ProviderDirectoryRepository } from '../../repositories/provider-directory-repository';
import { buildDirectory, type DirectoryType } from './build-directory';
import { searchDirectory } from './search-directory';

/** A directory request: the brand of its host and the address resources are named under. */
export interface DirectoryCaller {
  readonly domainId: DomainId;
  readonly baseUrl: string;
}

/**
 * The public provider directory (issue 38 §2): the brand's networks as Da Vinci PDex Plan-Net
 * resources, read and searched without authentication. The brand's directory is built from its rows
 * on each request (a few dozen resources) and searched in memory.
 */
export function createProviderDirectoryService(deps: {
  readonly directory: ProviderDirectoryRepository;
  readonly now: () => Date;
}) {
  const resourcesOf = async (caller: DirectoryCaller) =>
    buildDirectory({
      rows: await deps.directory.listDirectory(caller.domainId),
      domainId: caller.domainId,
      baseUrl: caller.baseUrl,
    });
  return {
    async search(caller: DirectoryCaller, type: DirectoryType, query: RawQuery): Promise<Bundle> {
      return searchDirectory({ resources: await resourcesOf(caller), type, query, baseUrl: caller.baseUrl });
    },
    async read(caller: DirectoryCaller, type: DirectoryType, id: string): Promise<Resource> {
      const found = (await resourcesOf(caller))[type].find((r) => r.id === id);
      if (!found) throw new FhirError(404, 'not-found', `${type}/${id} is not in this directory.`);
      return found;
    },
    /** Dated by the day, so the statement's entity tag holds for a day. */
    capabilityStatement: (caller: DirectoryCaller): CapabilityStatement =>
      buildDirectoryCapabilityStatement(caller.baseUrl, getPlanIsoDate(deps.now())),
  };
}

export type ProviderDirectoryService = ReturnType<typeof createProviderDirectoryService>;
