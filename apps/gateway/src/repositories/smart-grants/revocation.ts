import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Revokes a grant and ends its tokens; scoped to the member when one is given. */
export async function revokeGrant(
  db: Kysely<Database>,
  grantId: string,
  at: Date,
  memberKey?: string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    let update = tx
      .updateTable('smart_grants')
      .set({ revoked_at: at })
      .where('grant_id', '=', grantId)
      .where('revoked_at', 'is', null);
    if (memberKey !== undefined) update = update.where('member_key', '=', memberKey);
    const revoked = await update.returning('grant_id').executeTakeFirst();
    if (!revoked) return false;
    await tx
      .updateTable('smart_tokens')
      .set({ ended_at: at })
      .where('grant_id', '=', grantId)
      .where('ended_at', 'is', null)
      .execute();
    return true;
  });
}

/**
 * Revokes every live grant of one app for one member on one brand, and ends their tokens, in one
 * transaction (issue 36: an app authorized twice is disconnected once, wholly). The ids revoked.
 */
export async function revokeAppGrants(
  db: Kysely<Database>,
  memberKey: string,
  domainId: number,
  clientId: string,
  at: Date,
): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const revoked = await tx
      .updateTable('smart_grants')
      .set({ revoked_at: at })
      .where('member_key', '=', memberKey)
      .where('domain_id', '=', domainId)
      .where('client_id', '=', clientId)
      .where('revoked_at', 'is', null)
      .returning('grant_id')
      .execute();
    const ids = revoked.map((row) => row.grant_id);
    if (ids.length === 0) return ids;
    await tx
      .updateTable('smart_tokens')
      .set({ ended_at: at })
      .where('grant_id', 'in', ids)
      .where('ended_at', 'is', null)
      .execute();
    return ids;
  });
}
