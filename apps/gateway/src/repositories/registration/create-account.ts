import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditRow } from '../audit-log-repository';
import { isUniqueViolation } from '../identity-lookup';

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

/** Ends the transaction with an outcome other than 'created'. */
class Outcome extends Error {
  constructor(readonly outcome: CreateAccountOutcome) {
    super(outcome);
  }
}

async function insertAccount(trx: Kysely<Database>, account: NewMemberAccount): Promise<number> {
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
  return created.account_id;
}

/**
 * Links the members to the account, only those with no account yet (a parallel registration of the
 * same person loses), and makes the first by key the default sign-in; returns that member's key.
 */
async function linkMembers(
  trx: Kysely<Database>,
  accountId: number,
  memberKeys: readonly string[],
): Promise<string | undefined> {
  const linked = await trx
    .updateTable('members')
    .set({ account_id: accountId })
    .where('member_key', 'in', memberKeys)
    .where('account_id', 'is', null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== memberKeys.length) throw new Outcome('already-registered');
  const [first] = [...memberKeys].sort();
  if (first) {
    await trx
      .updateTable('members')
      .set({ is_default_login: true })
      .where('member_key', '=', first)
      .execute();
  }
  return first;
}

/** The security answers, and the e-mail on each member's preferences. */
async function insertAnswersAndEmail(
  trx: Kysely<Database>,
  accountId: number,
  account: NewMemberAccount,
): Promise<void> {
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
}

/**
 * The account, its links to the members (only members with no account yet: a parallel
 * registration of the same person loses), the security answers, the e-mail on the members'
 * preferences and the audit row, all or nothing.
 */
export async function createMemberAccount(
  db: Kysely<Database>,
  account: NewMemberAccount,
  // The confirmation e-mail, queued in the same transaction (issue 36).
  alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<CreateAccountOutcome> {
  try {
    await db.transaction().execute(async (trx) => {
      const accountId = await insertAccount(trx, account);
      const first = await linkMembers(trx, accountId, account.memberKeys);
      await insertAnswersAndEmail(trx, accountId, account);
      await insertAuditRow(trx, {
        occurredAt: account.now,
        action: REGISTRATION_ACTION,
        actorAccountId: accountId,
        targetMemberKey: first ?? null,
        clientAddress: account.clientAddress,
        detail: { domainId: account.domainId, members: account.memberKeys.length },
      });
      await alsoInTransaction?.(trx);
    });
    return 'created';
  } catch (error) {
    if (error instanceof Outcome) return error.outcome;
    if (isUniqueViolation(error)) return 'username-taken';
    throw error;
  }
}
