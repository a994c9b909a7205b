import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The claim number an EOB of the family explains; null when the family has no such EOB. */
export async function findEobClaimNumber(
  db: Kysely<Database>,
  familyKey: string,
  eobId: string,
): Promise<{ claimNumber: string; issuedDate: string } | null> {
  const row = await db
    .selectFrom('eob_documents')
    .select(['claim_number', 'issued_date'])
    .where('family_key', '=', familyKey)
    .where('eob_document_id', '=', eobId)
    .executeTakeFirst();
  return row ? { claimNumber: row.claim_number, issuedDate: row.issued_date } : null;
}

/** The family's subscriber ID and group, printed on the EOB. */
export function getFamilyFacts(db: Kysely<Database>, familyKey: string) {
  return db
    .selectFrom('families as f')
    .innerJoin('groups as g', 'g.group_key', 'f.group_key')
    .select(['f.subscriber_id', 'g.group_id', 'g.group_name', 'f.domain_id'])
    .where('f.family_key', '=', familyKey)
    .executeTakeFirstOrThrow();
}
