import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BenefitCategory } from '../db/tables/member-data';
import { createFindFamilyMember, type FamilyMember } from './benefits/family-member';
import { createGetHistory } from './benefits/get-history';
import { getServiceDetail } from './benefits/get-service-detail';
import { createGetSummary } from './benefits/get-summary';
import { createGetUpcomingPeriodStart } from './benefits/get-upcoming-period-start';

/**
 * Benefit summaries and service details of one member (document 2 §3, §7 benefits/{category},
 * benefits/history): cents in the tables, cents in the API (shown with formatUsd), camelCase out.
 * One query a module in repositories/benefits/.
 */
export function createBenefitsRepository(db: Kysely<Database>) {
  return {
    findFamilyMember: createFindFamilyMember(db),
    getSummary: createGetSummary(db),
    getUpcomingPeriodStart: createGetUpcomingPeriodStart(db),
    getHistory: createGetHistory(db),
    getServiceDetail: (member: FamilyMember, category: BenefitCategory, serviceId: string) =>
      getServiceDetail(db, member, category, serviceId),
  };
}

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
