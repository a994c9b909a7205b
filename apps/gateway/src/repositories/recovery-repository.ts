import type { ResetLinkEnd } from '@dash/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { replaceAccountPassword } from './account-password';
import { findMembersByIdentity, type IdentityQuery } from './identity-lookup';
import { findPasswordWords } from './password-words';

/** Who a recovery message goes to: a member account of the brand with an e-mail on file. */
export interface RecoveryContact {
  readonly accountId: number;
  readonly username: string;
  readonly firstName: string;
  readonly memberKey: string;
  readonly email: string | null;
}

export interface ResetLink {
  readonly accountId: number;
  /** The account's username, which the new password may not contain (issue 15). */
  readonly username: string;
  readonly domainId: number;
  readonly wrongAnswers: number;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
}

export const RECOVERY_ACTIONS = {
  usernameRequested: 'username-recovery-requested',
  resetRequested: 'password-reset-requested',
  resetWrongAnswer: 'password-reset-wrong-answer',
  reset: 'password-reset',
} as const;

/** Recovery rows (issue 14): contacts, reset links kept as SHA-256 only, and the reset transaction. */
export function createRecoveryRepository(db: Kysely<Database>) {
  /** The account's default member, its first name and the first e-mail on file among its members. */
  function contactQuery() {
    return db
      .selectFrom('accounts as a')
      .innerJoin('members as m', 'm.account_id', 'a.account_id')
      .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
      .select(['a.account_id', 'a.username', 'm.first_name', 'm.member_key', 'p.email_address'])
      .where('a.role', '=', 'member')
      .orderBy('m.is_default_login', 'desc')
      .orderBy(sql`p.email_address is null`)
      .orderBy('m.member_key')
      .limit(1);
  }
  const toContact = (row: {
    account_id: number;
    username: string;
    first_name: string;
    member_key: string;
    email_address: string | null;
  }): RecoveryContact => ({
    accountId: row.account_id,
    username: row.username,
    firstName: row.first_name,
    memberKey: row.member_key,
    email: row.email_address,
  });

  return {
    async findContactByUsername(domainId: number, username: string): Promise<RecoveryContact | null> {
      const row = await contactQuery()
        .where('a.domain_id', '=', domainId)
        .where((eb) => eb(eb.fn('lower', ['a.username']), '=', username.toLowerCase()))
        .executeTakeFirst();
      return row ? toContact(row) : null;
    },

    async findContactByIdentity(query: IdentityQuery): Promise<RecoveryContact | null> {
      const members = await findMembersByIdentity(db, query);
      const accountId = members.find((member) => member.accountId !== null)?.accountId;
      if (accountId == null) return null;
      const row = await contactQuery().where('a.account_id', '=', accountId).executeTakeFirst();
      return row ? toContact(row) : null;
    },

    /**
     * A new link for the account; every earlier link still open ends ('replaced'), in one transaction,
     * with `alsoInTransaction` (the e-mail that carries the link is queued in it, issue 36).
     */
    async replaceLink(
      link: { accountId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
      alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('recovery_tokens')
          .set({ ended_at: link.createdAt, end_reason: 'replaced' })
          .where('account_id', '=', link.accountId)
          .where('ended_at', 'is', null)
          .execute();
        await trx
          .insertInto('recovery_tokens')
          .values({
            token_hash: link.tokenHash,
            account_id: link.accountId,
            created_at: link.createdAt,
            expires_at: link.expiresAt,
          })
          .execute();
        await alsoInTransaction?.(trx);
      });
    },

    /** The account's own words a new password may not follow (issue 36). */
    findPasswordWords: (accountId: number) => findPasswordWords(db, accountId),

    async findLink(tokenHash: string): Promise<ResetLink | null> {
      const row = await db
        .selectFrom('recovery_tokens as t')
        .innerJoin('accounts as a', 'a.account_id', 't.account_id')
        .select([
          't.account_id',
          'a.username',
          'a.domain_id',
          't.wrong_answers',
          't.expires_at',
          't.ended_at',
        ])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        accountId: row.account_id,
        username: row.username,
        domainId: row.domain_id,
        wrongAnswers: row.wrong_answers,
        expiresAt: new Date(row.expires_at),
        endedAt: row.ended_at ? new Date(row.ended_at) : null,
      };
    },

    /** The question a reset asks: the account's first answered one, and its stored hash. */
    async findSecurityAnswer(accountId: number): Promise<{ questionId: number; answerHash: string } | null> {
      const row = await db
        .selectFrom('security_answers')
        .select(['question_id', 'answer_hash'])
        .where('account_id', '=', accountId)
        .orderBy('question_id')
        .limit(1)
        .executeTakeFirst();
      return row ? { questionId: row.question_id, answerHash: row.answer_hash } : null;
    },

    /**
     * Counts one answer on a usable link before it is checked, in one atomic update, so parallel
     * guesses can never exceed the limit; answers the count, or null when the link is not usable.
     */
    async countAnswer(
      tokenHash: string,
      limit: number,
      now: Date,
    ): Promise<{ accountId: number; count: number } | null> {
      const row = await db
        .updateTable('recovery_tokens')
        .set((eb) => ({ wrong_answers: eb('wrong_answers', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .where('wrong_answers', '<', limit)
        .returning(['account_id', 'wrong_answers'])
        .executeTakeFirst();
      return row ? { accountId: row.account_id, count: row.wrong_answers } : null;
    },

    /** A wrong answer stays counted; at the limit the link ends. Audited either way. */
    async recordWrongAnswer(change: {
      tokenHash: string;
      accountId: number;
      endsLink: boolean;
      clientAddress: string | null;
      now: Date;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (change.endsLink) await endLink(trx, change.tokenHash, 'too-many-answers', change.now);
        await audit(
          trx,
          RECOVERY_ACTIONS.resetWrongAnswer,
          change.accountId,
          change.clientAddress,
          change.now,
          {
            endsLink: change.endsLink,
          },
        );
      });
    },

    /**
     * The reset, all or nothing: the link ends as used (only if still open, so a second use in
     * parallel finds nothing), the new password is stored, a must-change status becomes ACT, the
     * account's lockout ends, and every session of the account is revoked. False: the link was gone.
     */
    async completeReset(change: {
      tokenHash: string;
      accountId: number;
      passwordHash: string;
      clientAddress: string | null;
      now: Date;
    }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const ended = await endLink(trx, change.tokenHash, 'used', change.now);
        if (!ended) return false;
        const account = await replaceAccountPassword(trx, {
          accountId: change.accountId,
          passwordHash: change.passwordHash,
          keepSessionId: null,
          now: change.now,
        });
        await trx
          .deleteFrom('login_failures')
          .where('domain_id', '=', account.domainId)
          .where('username', '=', account.username.toLowerCase())
          .execute();
        await audit(trx, RECOVERY_ACTIONS.reset, change.accountId, change.clientAddress, change.now, {
          revokedSessions: account.revokedSessions,
        });
        return true;
      });
    },

    /** One audit row of a recovery request, found or not (the detail says which, only here). */
    async auditRequest(
      action: string,
      accountId: number | null,
      clientAddress: string | null,
      now: Date,
      detail: Record<string, unknown>,
    ): Promise<void> {
      await audit(db, action, accountId, clientAddress, now, detail);
    },
  };
}

async function endLink(
  trx: Kysely<Database>,
  tokenHash: string,
  reason: ResetLinkEnd,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('recovery_tokens')
    .set({ ended_at: now, end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function audit(
  trx: Kysely<Database>,
  action: string,
  accountId: number | null,
  clientAddress: string | null,
  now: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      occurred_at: now,
      action,
      actor_account_id: accountId,
      target_member_key: null,
      client_address: clientAddress,
      detail: JSON.stringify(detail),
    })
    .execute();
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
