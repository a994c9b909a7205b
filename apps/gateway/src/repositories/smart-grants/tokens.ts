import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GRANT_COLUMNS, type SmartGrant, toGrant } from './grants';

export type TokenKind = 'access' | 'refresh';

export interface NewToken {
  readonly hash: string;
  readonly kind: TokenKind;
  readonly expiresAt: Date;
}

export async function insertTokens(
  db: Kysely<Database>,
  grantId: string,
  tokens: readonly NewToken[],
  at: Date,
): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .insertInto('smart_tokens')
    .values(
      tokens.map((token) => ({
        token_hash: token.hash,
        grant_id: grantId,
        kind: token.kind,
        created_at: at,
        expires_at: token.expiresAt,
        ended_at: null,
      })),
    )
    .execute();
}

/** The live grant of an unexpired, unended token of the kind; null otherwise. */
export async function findTokenGrant(
  db: Kysely<Database>,
  hash: string,
  kind: TokenKind,
  at: Date,
): Promise<SmartGrant | null> {
  const row = await db
    .selectFrom('smart_tokens as t')
    .innerJoin('smart_grants as g', 'g.grant_id', 't.grant_id')
    .select([...GRANT_COLUMNS])
    .where('t.token_hash', '=', hash)
    .where('t.kind', '=', kind)
    .where('t.ended_at', 'is', null)
    .where('t.expires_at', '>', at)
    .where('g.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toGrant(row) : null;
}

/** Ends a refresh token as it is used; false when it was already ended (a replay). */
export async function endRefreshToken(db: Kysely<Database>, hash: string, at: Date): Promise<boolean> {
  const ended = await db
    .updateTable('smart_tokens')
    .set({ ended_at: at })
    .where('token_hash', '=', hash)
    .where('kind', '=', 'refresh')
    .where('ended_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return ended !== undefined;
}

/** The grant of a refresh token that was already used, for replay detection. */
export async function grantOfEndedRefreshToken(db: Kysely<Database>, hash: string): Promise<string | null> {
  const row = await db
    .selectFrom('smart_tokens')
    .select('grant_id')
    .where('token_hash', '=', hash)
    .where('kind', '=', 'refresh')
    .where('ended_at', 'is not', null)
    .executeTakeFirst();
  return row?.grant_id ?? null;
}

/** The grant an access or refresh token belongs to, whatever its state. */
export async function grantOfToken(db: Kysely<Database>, hash: string): Promise<string | null> {
  const row = await db
    .selectFrom('smart_tokens')
    .select('grant_id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row?.grant_id ?? null;
}
