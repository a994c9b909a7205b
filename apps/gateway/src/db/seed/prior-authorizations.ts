import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { PriorAuthorizationsTable } from '../tables/prior-authorizations';
import { addDays, addMonths } from './dates';
import type { SeedRows } from './seed-rows';

/** alex's family (persona-alex.ts): the family whose prior authorizations the demo shows. */
const ALEX_FAMILY_KEY = 'PER-F-ALEX';

type Row = Insertable<PriorAuthorizationsTable>;

/**
 * Prior authorizations of alex's family (docs/personas.md): one of each status, dated from `today`,
 * so the list shows approved dates, a pending request and a decision without dates; each with the
 * billing code and units asked for, which the Patient Access API states (issue 38 §3).
 */
export function buildPriorAuthorizationRows(rows: SeedRows, today: Date): Row[] {
  const members = rows.members.filter((member) => member.family_key === ALEX_FAMILY_KEY);
  const [alex, jordan, casey] = members;
  if (!alex || !jordan || !casey) return [];
  const row = (
    index: number,
    member: typeof alex,
    fields: Omit<Row, 'authorization_number' | 'family_key' | 'member_key'>,
  ): Row => ({
    authorization_number: `PA-ALEX-${String(index).padStart(4, '0')}`,
    family_key: ALEX_FAMILY_KEY,
    member_key: member.member_key,
    ...fields,
  });
  return [
    row(1, alex, {
      status: 'APPROVED',
      service_description: 'MRI of the left knee',
      service_code: '73721',
      service_code_system: 'CPT',
      quantity: 1,
      provider_name: 'Cascade Imaging Center',
      requested_date: addDays(today, -40),
      decision_date: addDays(today, -37),
      start_date: addDays(today, -37),
      end_date: addMonths(today, 3),
    }),
    row(2, alex, {
      status: 'PENDING',
      service_description: 'Physical therapy, 12 visits',
      service_code: '97110',
      service_code_system: 'CPT',
      quantity: 12,
      provider_name: 'Riverside Physical Therapy',
      requested_date: addDays(today, -3),
      decision_date: null,
      start_date: null,
      end_date: null,
    }),
    row(3, jordan, {
      status: 'APPROVED',
      service_description: 'Sleep study (polysomnography)',
      service_code: '95810',
      service_code_system: 'CPT',
      quantity: 1,
      provider_name: 'Northwest Sleep Clinic',
      requested_date: addMonths(today, -5),
      decision_date: addDays(new Date(`${addMonths(today, -5)}T00:00:00Z`), 2),
      start_date: addDays(new Date(`${addMonths(today, -5)}T00:00:00Z`), 2),
      end_date: addMonths(today, -2),
    }),
    row(4, casey, {
      status: 'DENIED',
      service_description: 'Orthodontic treatment, phase two',
      service_code: 'D8080',
      service_code_system: 'CDT',
      quantity: 1,
      provider_name: 'Bright Smiles Orthodontics',
      requested_date: addMonths(today, -2),
      decision_date: addDays(new Date(`${addMonths(today, -2)}T00:00:00Z`), 10),
      start_date: null,
      end_date: null,
    }),
  ];
}

/** Writes the rows of buildPriorAuthorizationRows (the members are written first). */
export async function writePriorAuthorizations(
  db: Kysely<Database>,
  rows: SeedRows,
  today: Date,
): Promise<void> {
  const values = buildPriorAuthorizationRows(rows, today);
  if (values.length > 0) await db.insertInto('prior_authorizations').values(values).execute();
}
