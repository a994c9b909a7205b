import type { CodeSystem, EstimateCategory, Prerequisite } from '@dash/domain';

/** db/migrations/041_cost_estimator.sql: the estimator's service catalogue and negotiated rates (issue 38 §1). */
export interface EstimateServicesTable {
  service_code: string;
  code_system: CodeSystem;
  category: EstimateCategory;
  name_en: string;
  name_es: string;
  benefit_page: string;
  deductible_applies: boolean;
  covered: boolean;
  bundled_items_en: string[];
  bundled_items_es: string[];
  prerequisite: Prerequisite | null;
  out_of_network_allowed_cents: number | null;
  display_order: number;
}

export interface NegotiatedRatesTable {
  provider_id: string;
  service_code: string;
  rate_cents: number | null;
}

export interface CostEstimateTables {
  estimate_services: EstimateServicesTable;
  negotiated_rates: NegotiatedRatesTable;
}
