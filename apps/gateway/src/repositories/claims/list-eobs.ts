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

type EobRows = ReturnType<typeof eobRowsOf>;

/** One page of the rows' EOBs, newest issue first. */
function eobPageOf(rows: EobRows, offset: number, limit: number) {
  return rows
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
    .offset(offset)
    .limit(limit);
}

type EobPageRow = Awaited<ReturnType<ReturnType<typeof eobPageOf>['execute']>>[number];

/**
 * How many of the rows' EOBs there are, and one page of them, in one statement, as the claims list's
 * (claimPageAndCountOf in claim-rows.ts, decision 066): the count's one row joined laterally to the
 * page, so a page past the last still carries its total, its EOB columns null.
 */
function eobPageAndCountOf(db: Kysely<Database>, rows: EobRows, offset: number, limit: number) {
  return db
    .selectFrom(rows.select((eb) => eb.fn.countAll<string | number>().as('n')).as('t'))
    .leftJoinLateral(eobPageOf(rows, offset, limit).as('p'), (join) => join.onTrue())
    .selectAll('p')
    .select('t.n');
}

/** One page of a family's EOBs, newest issue first, and how many match in all. */
export async function listEobs(db: Kysely<Database>, filter: EobFilter) {
  const found = await eobPageAndCountOf(db, eobRowsOf(db, filter), filter.offset, filter.limit).execute();
  // A page past the last is the count's row alone, with no EOB; any other row is a whole page row,
  // whose columns the left join typed as nullable.
  const rows = found.filter((row) => row.eob_document_id !== null) as EobPageRow[];
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
    total: Number(found[0]?.n ?? 0),
  };
}
