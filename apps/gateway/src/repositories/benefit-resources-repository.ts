import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getOutlineOfCoverage, listHandbooks } from './benefit-resources/group-documents';
import { getMaterialsEligibility, listMedicareMaterials } from './benefit-resources/medicare-materials';
import { listPriorAuthorizations } from './benefit-resources/prior-authorizations';

/**
 * Medicare materials, handbooks, the Outline of Coverage and prior authorizations (document 2 §2, §7)
 * of the signed-in member, its family or its group: every query starts from the session's member. The
 * queries are in repositories/benefit-resources/.
 */
export function createBenefitResourcesRepository(db: Kysely<Database>) {
  return {
    getMaterialsEligibility: (memberKey: string) => getMaterialsEligibility(db, memberKey),
    listMedicareMaterials: (memberKey: string) => listMedicareMaterials(db, memberKey),
    listHandbooks: (memberKey: string) => listHandbooks(db, memberKey),
    getOutlineOfCoverage: (memberKey: string) => getOutlineOfCoverage(db, memberKey),
    listPriorAuthorizations: (memberKey: string) => listPriorAuthorizations(db, memberKey),
  };
}

export type BenefitResourcesRepository = ReturnType<typeof createBenefitResourcesRepository>;
