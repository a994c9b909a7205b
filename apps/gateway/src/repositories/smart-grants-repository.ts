import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SmartGrant {
  readonly grantId: string;
  readonly accountId: number;
  readonly memberKey: string;
  readonly domainId: number;
  readonly clientId: string;
  readonly scope: string;
  readonly createdAt: Date;
}

const grantColumns = [
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

const toGrant = (row: GrantRow): SmartGrant => ({
  grantId: row.grant_id,
  accountId: Number(row.account_id),
  memberKey: row.member_key,
  domainId: row.domain_id,
  clientId: row.client_id,
  scope: row.scope,
  createdAt: new Date(row.created_at),
});

/** SMART grants, their one-time codes and their tokens, all by hash (migration 019). */
export function createSmartGrantsRepository(db: Kysely<Database>) {
  return {
    /** A new grant and its authorization code, in one transaction. */
    async createGrantWithCode(
      grant: SmartGrant,
      code: {
        codeHash: string;
        redirectUri: string;
        codeChallenge: string;
        expiresAt: Date;
      },
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
    },

    /**
     * Marks an unused, unexpired code used and returns it with its live grant; null when the code is
     * unknown, used, expired or its grant revoked. The update is the claim: a second use finds nothing.
     */
    async useCode(codeHash: string, at: Date) {
      const used = await db
        .updateTable('smart_authorization_codes')
        .set({ used_at: at })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['grant_id', 'redirect_uri', 'code_challenge'])
        .executeTakeFirst();
      if (!used) return null;
      const grant = await this.findLiveGrant(used.grant_id);
      return grant ? { grant, redirectUri: used.redirect_uri, codeChallenge: used.code_challenge } : null;
    },

    /** A code used a second time: RFC 6749 §4.1.2 says revoke what it issued. */
    async grantOfUsedCode(codeHash: string): Promise<string | null> {
      const row = await db
        .selectFrom('smart_authorization_codes')
        .select('grant_id')
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row?.grant_id ?? null;
    },

    async findLiveGrant(grantId: string): Promise<SmartGrant | null> {
      const row = await db
        .selectFrom('smart_grants as g')
        .select([...grantColumns])
        .where('g.grant_id', '=', grantId)
        .where('g.revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? toGrant(row) : null;
    },

    async insertTokens(
      grantId: string,
      tokens: readonly { hash: string; kind: 'access' | 'refresh'; expiresAt: Date }[],
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
    },

    /** The live grant of an unexpired, unended token of the kind; null otherwise. */
    async findTokenGrant(hash: string, kind: 'access' | 'refresh', at: Date): Promise<SmartGrant | null> {
      const row = await db
        .selectFrom('smart_tokens as t')
        .innerJoin('smart_grants as g', 'g.grant_id', 't.grant_id')
        .select([...grantColumns])
        .where('t.token_hash', '=', hash)
        .where('t.kind', '=', kind)
        .where('t.ended_at', 'is', null)
        .where('t.expires_at', '>', at)
        .where('g.revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? toGrant(row) : null;
    },

    /** Ends a refresh token as it is used; false when it was already ended (a replay). */
    async endRefreshToken(hash: string, at: Date): Promise<boolean> {
      const ended = await db
        .updateTable('smart_tokens')
        .set({ ended_at: at })
        .where('token_hash', '=', hash)
        .where('kind', '=', 'refresh')
        .where('ended_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      return ended !== undefined;
    },

    /** The grant of a refresh token that was already used, for replay detection. */
    async grantOfEndedRefreshToken(hash: string): Promise<string | null> {
      const row = await db
        .selectFrom('smart_tokens')
        .select('grant_id')
        .where('token_hash', '=', hash)
        .where('kind', '=', 'refresh')
        .where('ended_at', 'is not', null)
        .executeTakeFirst();
      return row?.grant_id ?? null;
    },

    /** Revokes a grant and ends its tokens; scoped to the member when one is given. */
    async revokeGrant(grantId: string, at: Date, memberKey?: string): Promise<boolean> {
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
    },

    /** The grant an access or refresh token belongs to, whatever its state. */
    async grantOfToken(hash: string): Promise<string | null> {
      const row = await db
        .selectFrom('smart_tokens')
        .select('grant_id')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      return row?.grant_id ?? null;
    },

    /**
     * Revokes every live grant of one app for one member on one brand, and ends their tokens, in one
     * transaction (issue 36: an app authorized twice is disconnected once, wholly). The ids revoked.
     */
    async revokeAppGrants(
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
    },

    /** A member's live grants on a brand, newest first. */
    async listLiveGrants(memberKey: string, domainId: number): Promise<SmartGrant[]> {
      const rows = await db
        .selectFrom('smart_grants as g')
        .select([...grantColumns])
        .where('g.member_key', '=', memberKey)
        .where('g.domain_id', '=', domainId)
        .where('g.revoked_at', 'is', null)
        .orderBy('g.created_at', 'desc')
        .execute();
      return rows.map(toGrant);
    },
  };
}

export type SmartGrantsRepository = ReturnType<typeof createSmartGrantsRepository>;
