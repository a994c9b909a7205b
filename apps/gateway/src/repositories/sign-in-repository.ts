import { isLoginAsRole, isRefusedAtSignIn, type Role } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SignInAccount {
  readonly accountId: number;
  readonly passwordHash: string;
  readonly role: string;
  readonly status: string;
  /** The member a sign-in lands on; null for staff. */
  readonly memberKey: string | null;
}

export function createSignInRepository(db: Kysely<Database>) {
  return {
    /** Usernames are unique within a brand, compared without case. */
    async findAccount(domainId: number, username: string): Promise<SignInAccount | null> {
      const row = await db
        .selectFrom('accounts as a')
        .select(['a.account_id', 'a.password_hash', 'a.role', 'a.status'])
        .select((eb) =>
          eb
            .selectFrom('members as m')
            .select('m.member_key')
            .whereRef('m.account_id', '=', 'a.account_id')
            .orderBy('m.is_default_login', 'desc')
            .orderBy('m.member_key')
            .limit(1)
            .as('member_key'),
        )
        .where('a.domain_id', '=', domainId)
        .where((eb) => eb(eb.fn('lower', ['a.username']), '=', username))
        .executeTakeFirst();
      if (!row) return null;
      return {
        accountId: row.account_id,
        passwordHash: row.password_hash,
        role: row.role,
        status: row.status,
        memberKey: row.member_key ?? null,
      };
    },

    /**
     * The same password's hash made anew (its parameters changed, auth/password.ts), kept only if the
     * stored one is still `oldHash`: a password changed meanwhile is not undone.
     */
    async upgradePasswordHash(accountId: number, oldHash: string, newHash: string): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ password_hash: newHash })
        .where('account_id', '=', accountId)
        .where('password_hash', '=', oldHash)
        .execute();
    },

    /** A staff account of the brand (role logInAsAnyone or logInAsNonEmp), or null. */
    async findStaffAccount(accountId: number, domainId: number): Promise<{ role: Role } | null> {
      const row = await db
        .selectFrom('accounts')
        .select(['role', 'status'])
        .where('account_id', '=', accountId)
        .where('domain_id', '=', domainId)
        .executeTakeFirst();
      if (!row || !isLoginAsRole(row.role) || isRefusedAtSignIn(row.status)) return null;
      return { role: row.role as Role };
    },

    async recordAttempt(attempt: {
      domainId: number;
      username: string;
      succeeded: boolean;
      outcome: string;
      clientAddress: string | null;
    }): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values({
          domain_id: attempt.domainId,
          username: attempt.username,
          succeeded: attempt.succeeded,
          outcome: attempt.outcome,
          client_address: attempt.clientAddress,
        })
        .execute();
    },

    async audit(entry: {
      action: string;
      actorAccountId: number | null;
      targetMemberKey: string | null;
      clientAddress: string | null;
      detail?: Record<string, unknown>;
    }): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          action: entry.action,
          actor_account_id: entry.actorAccountId,
          target_member_key: entry.targetMemberKey,
          client_address: entry.clientAddress,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
