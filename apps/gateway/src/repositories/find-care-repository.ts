import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createListFamilyMembers, listPcpEligibleOn } from './find-care/family-pcp';
import { createGetProvider, isPrimaryCare } from './find-care/get-provider';
import { createSearchProviders } from './find-care/search-providers';
import { type PcpChoice, type PcpProvider, selectPcp } from './find-care/select-pcp';

/**
 * The provider directory, ZIP centroids and primary-care selection (document 2 §3 Provider,
 * §7 pcp/search, pcp/provider, pcp/select), one query a module in repositories/find-care/.
 * Selections are written only for members of the caller's family.
 */
export function createFindCareRepository(db: Kysely<Database>) {
  return {
    searchProviders: createSearchProviders(db),
    getProvider: createGetProvider(db),
    isPrimaryCare: (providerId: string) => isPrimaryCare(db, providerId),
    listFamilyMembers: createListFamilyMembers(db),
    listPcpEligibleOn: (memberKeys: readonly string[], day: string) => listPcpEligibleOn(db, memberKeys, day),
    selectPcp: (
      provider: PcpProvider,
      choices: readonly PcpChoice[],
      terminationReason: string,
      alsoInTransaction?: (trx: Kysely<Database>, added: number) => Promise<unknown>,
    ) => selectPcp(db, provider, choices, terminationReason, alsoInTransaction),
  };
}

export type FindCareRepository = ReturnType<typeof createFindCareRepository>;
