import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findLiveGrant, type SmartGrant } from './grants';

/** What an authorization code holds besides its grant (SMART App Launch, PKCE). */
export interface NewCode {
  readonly codeHash: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly expiresAt: Date;
}

/** A new grant and its authorization code, in one transaction. */
export async function createGrantWithCode(
  db: Kysely<Database>,
  grant: SmartGrant,
  code: NewCode,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('smart_grants')
      .values({
        grant_id: grant.grantId,
        account_id: grant.accountId,
        member_key: grant.memberKey,
        domain_id: grant.domainId,
        client_id: grant.clientId,
        scope: grant.scope,
        created_at: grant.createdAt,
        revoked_at: null,
      })
      .execute();
    await tx
      .insertInto('smart_authorization_codes')
      .values({
        code_hash: code.codeHash,
        grant_id: grant.grantId,
        redirect_uri: code.redirectUri,
        code_challenge: code.codeChallenge,
        expires_at: code.expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/**
 * Marks an unused, unexpired code used and returns it with its live grant; null when the code is
 * unknown, used, expired or its grant revoked. The update is the claim: a second use finds nothing.
 */
export async function useCode(db: Kysely<Database>, codeHash: string, at: Date) {
  const used = await db
    .updateTable('smart_authorization_codes')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['grant_id', 'redirect_uri', 'code_challenge'])
    .executeTakeFirst();
  if (!used) return null;
  const grant = await findLiveGrant(db, used.grant_id);
  return grant ? { grant, redirectUri: used.redirect_uri, codeChallenge: used.code_challenge } : null;
}

/** A code used a second time: RFC 6749 §4.1.2 says revoke what it issued. */
export async function grantOfUsedCode(db: Kysely<Database>, codeHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('smart_authorization_codes')
    .select('grant_id')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return row?.grant_id ?? null;
}
