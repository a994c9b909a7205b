import type { EstimateCategory } from '@dash/domain';
import type { EstimateService } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A catalogue service with what the estimate reads beside the contract's fields. */
export interface CatalogueService extends EstimateService {
  /** The benefits' service page whose in-network cost-sharing applies. */
  readonly benefitPage: string;
  readonly deductibleApplies: boolean;
  readonly covered: boolean;
  readonly outOfNetworkAllowed: number | null;
}

/** The catalogue's services of these categories, in the catalogue's order, columns mapped. */
export async function listEstimateServices(
  db: Kysely<Database>,
  categories: readonly EstimateCategory[],
): Promise<CatalogueService[]> {
  if (categories.length === 0) return [];
  const rows = await db
    .selectFrom('estimate_services')
    .selectAll()
    .where('category', 'in', categories)
    .orderBy('display_order')
    .orderBy('service_code')
    .execute();
  return rows.map((row) => ({
    code: row.service_code,
    codeSystem: row.code_system,
    category: row.category,
    name: { en: row.name_en, es: row.name_es },
    bundledItems: row.bundled_items_en.map((en, index) => ({ en, es: row.bundled_items_es[index] ?? en })),
    prerequisite: row.prerequisite,
    benefitPage: row.benefit_page,
    deductibleApplies: row.deductible_applies,
    covered: row.covered,
    outOfNetworkAllowed: row.out_of_network_allowed_cents,
  }));
}
