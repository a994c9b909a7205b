import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClaimScope } from './claim-rows';

export interface EobFilter extends ClaimScope {
  readonly startDate: string;
  readonly endDate?: string;
  readonly offset: number;
  readonly limit: number;
}

function eobRowsOf(db: Kysely<Database>, filter: EobFilter) {
  let q = db
    .selectFrom('eob_documents as e')
    .innerJoin('claims as c', 'c.claim_number', 'e.claim_number')
    .innerJoin('members as m', 'm.member_key', 'c.member_key')
    .where('e.family_key', '=', filter.familyKey)
    .where('c.family_key', '=', filter.familyKey)
    .where('e.issued_date', '>=', filter.startDate);
  if (filter.endDate) q = q.where('e.issued_date', '<=', filter.endDate);
  if (filter.memberKey) q = q.where('c.member_key', '=', filter.memberKey);
  return q;
}

/** One page of a family's EOBs, newest issue first, and how many match in all. */
export async function listEobs(db: Kysely<Database>, filter: EobFilter) {
  const [rows, count] = await Promise.all([
    eobRowsOf(db, filter)
      .select([
        'e.eob_document_id',
        'e.claim_number',
        'e.issued_date',
        'c.service_start_date',
        'c.provider_name',
        'c.category',
        'c.member_responsibility_cents',
        'm.member_suffix',
        'm.first_name',
      ])
      .orderBy('e.issued_date', 'desc')
      .orderBy('e.eob_document_id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    eobRowsOf(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      eobId: row.eob_document_id,
      claimNumber: row.claim_number,
      issuedDate: row.issued_date,
      serviceDate: row.service_start_date,
      memberSuffix: row.member_suffix,
      memberFirstName: row.first_name,
      providerName: row.provider_name,
      category: row.category,
      memberResponsibility: row.member_responsibility_cents,
    })),
    total: Number(count?.n ?? 0),
  };
}
