import type { EstimateCategory } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listEstimateServices } from './cost-estimate/list-estimate-services';
import { listServiceProviders, type ServiceProviderSearch } from './cost-estimate/list-service-providers';
import { getMemberName } from './cost-estimate/member-name';

/**
 * The estimator's catalogue and negotiated rates (issue 38 §1), one query a module in
 * repositories/cost-estimate/. Shared data: no family's rows; the member's accumulators and
 * cost-sharing are the benefits repository's.
 */
export function createCostEstimateRepository(db: Kysely<Database>) {
  return {
    listServices: (categories: readonly EstimateCategory[]) => listEstimateServices(db, categories),
    listServiceProviders: (search: ServiceProviderSearch) => listServiceProviders(db, search),
    getMemberName: (memberKey: string) => getMemberName(db, memberKey),
  };
}

export type CostEstimateRepository = ReturnType<typeof createCostEstimateRepository>;
