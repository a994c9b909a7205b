import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FhirPriorAuthorizationRow } from './fhir-rows';

/**
 * The prior authorizations of the members a grant may read, newest request first: the rows the
 * benefits pages list (benefit-resources/prior-authorizations.ts), of the same family key.
 */
export async function listPriorAuthorizations(
  db: Kysely<Database>,
  familyKey: string,
  memberKeys: readonly string[],
): Promise<FhirPriorAuthorizationRow[]> {
  if (memberKeys.length === 0) return [];
  const rows = await db
    .selectFrom('prior_authorizations')
    .selectAll()
    .where('family_key', '=', familyKey)
    .where('member_key', 'in', [...memberKeys])
    .orderBy('requested_date', 'desc')
    .orderBy('prior_authorization_id', 'desc')
    .execute();
  return rows.map((row) => ({
    authorizationNumber: row.authorization_number,
    memberKey: row.member_key,
    status: row.status,
    serviceDescription: row.service_description,
    serviceCode: row.service_code,
    serviceCodeSystem: row.service_code_system,
    quantity: row.quantity,
    providerName: row.provider_name,
    requestedDate: row.requested_date,
    decisionDate: row.decision_date,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}
