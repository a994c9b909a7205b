import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { holidayCalendars } from './catalogue-calendars';
import { writeProviderNetworks } from './catalogue-networks';
import { PROGRAMS } from './catalogue-programs';
import { PROVIDERS } from './catalogue-providers';
import { writeZipCentroids } from './catalogue-zip-centroids';
import { writeEstimateCatalogue } from './write-estimate-catalogue';

/**
 * Upserts the shared catalogues (programs, providers, holiday calendars). Rows are updated in place,
 * never deleted, because enrolments and primary care history of synthetic members point at them.
 */
export async function writeCatalogue(db: Kysely<Database>, today: Date): Promise<void> {
  await db
    .insertInto('programs')
    .values([...PROGRAMS])
    .onConflict((oc) =>
      oc.column('program_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        categories: eb.ref('excluded.categories'),
        display_order: eb.ref('excluded.display_order'),
        high_priority: eb.ref('excluded.high_priority'),
        feature_group: eb.ref('excluded.feature_group'),
        child_resource_ids: eb.ref('excluded.child_resource_ids'),
        resource: eb.ref('excluded.resource'),
        url: eb.ref('excluded.url'),
        url_document_type: eb.ref('excluded.url_document_type'),
        phone_number: eb.ref('excluded.phone_number'),
      })),
    )
    .execute();
  await db
    .insertInto('providers')
    .values(PROVIDERS.map((entry) => entry.provider))
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        group_name: eb.ref('excluded.group_name'),
        title: eb.ref('excluded.title'),
        accepting_new_patients: eb.ref('excluded.accepting_new_patients'),
        specialty: eb.ref('excluded.specialty'),
        languages: eb.ref('excluded.languages'),
        is_primary_care: eb.ref('excluded.is_primary_care'),
      })),
    )
    .execute();
  // Nothing references a location, so they are simply replaced.
  const providerIds = PROVIDERS.map((entry) => entry.provider.provider_id);
  await db.deleteFrom('provider_locations').where('provider_id', 'in', providerIds).execute();
  await db
    .insertInto('provider_locations')
    .values(
      PROVIDERS.flatMap((entry) =>
        entry.locations.map((location) => ({ ...location, provider_id: entry.provider.provider_id })),
      ),
    )
    .execute();
  await db
    .insertInto('holiday_calendars')
    .values(holidayCalendars(today).map((row) => ({ ...row, updated_at: today })))
    .onConflict((oc) =>
      oc
        .column('domain_id')
        .doUpdateSet((eb) => ({ html: eb.ref('excluded.html'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
  await writeZipCentroids(db);
  await writeEstimateCatalogue(db);
  // The provider directory's networks (issue 38 §2).
  await writeProviderNetworks(db, today);
}
