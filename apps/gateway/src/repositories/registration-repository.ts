import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findMembersByIdentity, type IdentityQuery, isUniqueViolation } from './identity-lookup';

export interface NewMemberAccount {
  readonly domainId: number;
  readonly username: string;
  readonly passwordHash: string;
  readonly displayName: string;
  readonly email: string;
  /** The members the identity named; each is linked to the new account. */
  readonly memberKeys: readonly string[];
  readonly securityAnswers: readonly { readonly questionId: number; readonly answerHash: string }[];
  readonly clientAddress: string | null;
  readonly now: Date;
}

export type CreateAccountOutcome = 'created' | 'username-taken' | 'already-registered';

export const REGISTRATION_ACTION = 'registration';

/** Rows of self-registration (issue 14): the identity lookup and the one transaction that creates a sign-in. */
export function createRegistrationRepository(db: Kysely<Database>) {
  return {
    findMembersByIdentity: (query: IdentityQuery) => findMembersByIdentity(db, query),

    async isUsernameTaken(domainId: number, username: string): Promise<boolean> {
      const row = await db
        .selectFrom('accounts')
        .select('account_id')
        .where('domain_id', '=', domainId)
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The account, its links to the members (only members with no account yet: a parallel
     * registration of the same person loses), the security answers, the e-mail on the members'
     * preferences and the audit row, all or nothing.
     */
    async createAccount(
      account: NewMemberAccount,
      // The confirmation e-mail, queued in the same transaction (issue 36).
      alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
    ): Promise<CreateAccountOutcome> {
      class Outcome extends Error {
        constructor(readonly outcome: CreateAccountOutcome) {
          super(outcome);
        }
      }
      try {
        await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('accounts')
            .values({
              domain_id: account.domainId,
              username: account.username,
              password_hash: account.passwordHash,
              status: 'ACT',
              role: 'member',
              display_name: account.displayName,
              created_at: account.now,
              password_changed_at: account.now,
            })
            .returning('account_id')
            .executeTakeFirstOrThrow();
          const accountId = created.account_id;
          const linked = await trx
            .updateTable('members')
            .set({ account_id: accountId })
            .where('member_key', 'in', account.memberKeys)
            .where('account_id', 'is', null)
            .executeTakeFirst();
          if (Number(linked.numUpdatedRows) !== account.memberKeys.length)
            throw new Outcome('already-registered');
          const [first] = [...account.memberKeys].sort();
          if (first) {
            await trx
              .updateTable('members')
              .set({ is_default_login: true })
              .where('member_key', '=', first)
              .execute();
          }
          await trx
            .insertInto('security_answers')
            .values(
              account.securityAnswers.map((answer) => ({
                account_id: accountId,
                question_id: answer.questionId,
                answer_hash: answer.answerHash,
                answered_at: account.now,
              })),
            )
            .execute();
          for (const memberKey of account.memberKeys) {
            await trx
              .insertInto('member_preferences')
              .values({ member_key: memberKey, email_address: account.email })
              .onConflict((oc) => oc.column('member_key').doUpdateSet({ email_address: account.email }))
              .execute();
          }
          await trx
            .insertInto('audit_log')
            .values({
              occurred_at: account.now,
              action: REGISTRATION_ACTION,
              actor_account_id: accountId,
              target_member_key: first ?? null,
              client_address: account.clientAddress,
              detail: JSON.stringify({ domainId: account.domainId, members: account.memberKeys.length }),
            })
            .execute();
          await alsoInTransaction?.(trx);
        });
        return 'created';
      } catch (error) {
        if (error instanceof Outcome) return error.outcome;
        if (isUniqueViolation(error)) return 'username-taken';
        throw error;
      }
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
