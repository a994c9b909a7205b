import type { PriorAuthorization } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

/** The family's prior authorizations, newest request first. */
export async function listPriorAuthorizations(
  db: Kysely<Database>,
  memberKey: string,
): Promise<PriorAuthorization[]> {
  const rows = await db
    .selectFrom('prior_authorizations as p')
    .innerJoin('members as m', 'm.member_key', 'p.member_key')
    .selectAll('p')
    .select(['m.first_name', 'm.last_name'])
    .where('p.family_key', '=', familyKeyOf(db, memberKey))
    .orderBy('p.requested_date', 'desc')
    .orderBy('p.prior_authorization_id', 'desc')
    .execute();
  return rows.map((row) => ({
    authorizationNumber: row.authorization_number,
    memberKey: row.member_key,
    memberName: `${row.first_name} ${row.last_name}`,
    status: row.status,
    serviceDescription: row.service_description,
    providerName: row.provider_name,
    requestedDate: row.requested_date,
    decisionDate: row.decision_date,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}
