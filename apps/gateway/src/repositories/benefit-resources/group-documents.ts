import type { HandbookDocument } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The documents of the member's group. */
function groupDocumentsOf(db: Kysely<Database>, memberKey: string) {
  return db
    .selectFrom('group_documents as d')
    .innerJoin('families as f', 'f.group_key', 'd.group_key')
    .innerJoin('members as m', 'm.family_key', 'f.family_key')
    .where('m.member_key', '=', memberKey);
}

/** The group's member handbook and Certificate of Coverage, handbook first. */
export async function listHandbooks(db: Kysely<Database>, memberKey: string): Promise<HandbookDocument[]> {
  const rows = await groupDocumentsOf(db, memberKey)
    .select(['d.kind', 'd.title', 'd.body', 'd.url'])
    .where('d.kind', 'in', ['member_handbook', 'certificate_of_coverage'])
    .orderBy('d.kind', 'desc')
    .execute();
  return rows.flatMap((row) =>
    row.kind === 'outline_of_coverage'
      ? []
      : [{ kind: row.kind, title: row.title, body: row.body, url: row.url }],
  );
}

/** The group's Outline of Coverage text; empty when the group has none. */
export async function getOutlineOfCoverage(db: Kysely<Database>, memberKey: string): Promise<string> {
  const row = await groupDocumentsOf(db, memberKey)
    .select('d.body')
    .where('d.kind', '=', 'outline_of_coverage')
    .executeTakeFirst();
  return row?.body ?? '';
}
