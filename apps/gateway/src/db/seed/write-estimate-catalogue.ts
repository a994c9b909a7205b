import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ESTIMATE_PROVIDERS } from './catalogue-estimate-providers';
import { ESTIMATE_SERVICES, NEGOTIATED_RATES } from './catalogue-estimates';

/**
 * Upserts the estimator's catalogue (issue 38 §1): its facilities and dentists in the provider
 * directory, the services, and the negotiated rates, which nothing references and are replaced.
 */
export async function writeEstimateCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('providers')
    .values(ESTIMATE_PROVIDERS.map((entry) => entry.provider))
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        group_name: eb.ref('excluded.group_name'),
        specialty: eb.ref('excluded.specialty'),
        languages: eb.ref('excluded.languages'),
        is_primary_care: eb.ref('excluded.is_primary_care'),
      })),
    )
    .execute();
  const providerIds = ESTIMATE_PROVIDERS.map((entry) => entry.provider.provider_id);
  await db.deleteFrom('provider_locations').where('provider_id', 'in', providerIds).execute();
  await db
    .insertInto('provider_locations')
    .values(
      ESTIMATE_PROVIDERS.flatMap((entry) =>
        entry.locations.map((location) => ({ ...location, provider_id: entry.provider.provider_id })),
      ),
    )
    .execute();
  await db
    .insertInto('estimate_services')
    .values([...ESTIMATE_SERVICES])
    .onConflict((oc) =>
      oc.column('service_code').doUpdateSet((eb) => ({
        code_system: eb.ref('excluded.code_system'),
        category: eb.ref('excluded.category'),
        name_en: eb.ref('excluded.name_en'),
        name_es: eb.ref('excluded.name_es'),
        benefit_page: eb.ref('excluded.benefit_page'),
        deductible_applies: eb.ref('excluded.deductible_applies'),
        covered: eb.ref('excluded.covered'),
        bundled_items_en: eb.ref('excluded.bundled_items_en'),
        bundled_items_es: eb.ref('excluded.bundled_items_es'),
        prerequisite: eb.ref('excluded.prerequisite'),
        out_of_network_allowed_cents: eb.ref('excluded.out_of_network_allowed_cents'),
        display_order: eb.ref('excluded.display_order'),
      })),
    )
    .execute();
  const codes = ESTIMATE_SERVICES.map((service) => service.service_code);
  await db.deleteFrom('negotiated_rates').where('service_code', 'in', codes).execute();
  await db
    .insertInto('negotiated_rates')
    .values([...NEGOTIATED_RATES])
    .execute();
}
