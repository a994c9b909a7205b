import type { Insertable } from 'kysely';
import type { EstimateServicesTable, NegotiatedRatesTable } from '../tables/cost-estimates';
import { DENTAL } from './catalogue-estimates-dental';
import { HCPCS, MEDICAL } from './catalogue-estimates-medical';
import { fractionOf } from './seed-numbers';

const ALL = [...MEDICAL, ...HCPCS, ...DENTAL];

/** The estimator's catalogue (issue 38 §1): real billing codes with plain-language names. */
export const ESTIMATE_SERVICES: readonly Insertable<EstimateServicesTable>[] = ALL.map((service, index) => ({
  service_code: service.code,
  code_system: service.system,
  category: service.category,
  name_en: service.en,
  name_es: service.es,
  benefit_page: service.page,
  deductible_applies: service.deductible,
  covered: service.covered ?? true,
  bundled_items_en: (service.bundled ?? []).map(([en]) => en),
  bundled_items_es: (service.bundled ?? []).map(([, es]) => es),
  prerequisite: service.prerequisite ?? null,
  // Out of network the plan allows about 80 % of the typical in-network rate, in whole dollars.
  out_of_network_allowed_cents:
    service.rate === null || service.covered === false || service.inNetworkOnly
      ? null
      : Math.round((service.rate * 0.8) / 100) * 100,
  display_order: index + 1,
}));

/**
 * Each provider's negotiated rate: near the typical rate (80 % to 125 %), in whole dollars, the same on
 * every seed run; null for the services without a rate.
 */
export const NEGOTIATED_RATES: readonly Insertable<NegotiatedRatesTable>[] = ALL.flatMap((service) =>
  [...new Set(service.providers)].map((provider_id) => ({
    provider_id,
    service_code: service.code,
    rate_cents:
      service.rate === null
        ? null
        : Math.round((service.rate * (0.8 + 0.45 * fractionOf(`${provider_id}:${service.code}`))) / 100) *
          100,
  })),
);
