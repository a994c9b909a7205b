import type { AccountStatus } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { ActiveSession } from '../auth/session-store';
import type { Database } from '../db/schema';
import { createGetAccountDetails } from './account/account-details';
import { getLoginRows } from './account/login-rows';

export async function getAccountStatus(db: Kysely<Database>, accountId: number): Promise<AccountStatus> {
  const row = await db
    .selectFrom('accounts')
    .select('status')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.status as AccountStatus;
}

/**
 * Account details and sign-in state, the queries in repositories/account/. Every query starts from the
 * session's own member or account.
 */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    getStatus: (accountId: number) => getAccountStatus(db, accountId),
    getAccountDetails: createGetAccountDetails(db),
    getLoginRows: (session: ActiveSession) => getLoginRows(db, session),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
