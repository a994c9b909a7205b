import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SmartGrant {
  readonly grantId: string;
  readonly accountId: number;
  readonly memberKey: string;
  readonly domainId: number;
  readonly clientId: string;
  readonly scope: string;
  readonly createdAt: Date;
}

export const GRANT_COLUMNS = [
  'g.grant_id',
  'g.account_id',
  'g.member_key',
  'g.domain_id',
  'g.client_id',
  'g.scope',
  'g.created_at',
] as const;

type GrantRow = {
  grant_id: string;
  account_id: number | string;
  member_key: string;
  domain_id: number;
  client_id: string;
  scope: string;
  created_at: Date;
};

export const toGrant = (row: GrantRow): SmartGrant => ({
  grantId: row.grant_id,
  accountId: Number(row.account_id),
  memberKey: row.member_key,
  domainId: row.domain_id,
  clientId: row.client_id,
  scope: row.scope,
  createdAt: new Date(row.created_at),
});

export async function findLiveGrant(db: Kysely<Database>, grantId: string): Promise<SmartGrant | null> {
  const row = await db
    .selectFrom('smart_grants as g')
    .select([...GRANT_COLUMNS])
    .where('g.grant_id', '=', grantId)
    .where('g.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toGrant(row) : null;
}

/** A member's live grants on a brand, newest first. */
export async function listLiveGrants(
  db: Kysely<Database>,
  memberKey: string,
  domainId: number,
): Promise<SmartGrant[]> {
  const rows = await db
    .selectFrom('smart_grants as g')
    .select([...GRANT_COLUMNS])
    .where('g.member_key', '=', memberKey)
    .where('g.domain_id', '=', domainId)
    .where('g.revoked_at', 'is', null)
    .orderBy('g.created_at', 'desc')
    .execute();
  return rows.map(toGrant);
}
