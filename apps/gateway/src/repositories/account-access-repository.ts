import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { stampClient } from './account-access/new-client';
import { isOpenSessionOf, listOpenSessions } from './account-access/open-sessions';
import { findBannerNames, listLoginAs, listStaffActivity } from './account-access/staff-history';

/**
 * Sign-in and access (issue 15): reads of the account's sessions and of the audit log, the queries in
 * repositories/account-access/. Sessions are only ever read here (but for the client stamp of a new
 * one); ending one goes through the session store (auth/session-store.ts), which owns every change to
 * a session's life.
 */
export function createAccountAccessRepository(db: Kysely<Database>) {
  return {
    listOpenSessions: (accountId: number, now: Date, idleSince: Date) =>
      listOpenSessions(db, accountId, now, idleSince),
    isOpenSessionOf: (accountId: number, sessionId: string, now: Date, idleSince: Date) =>
      isOpenSessionOf(db, accountId, sessionId, now, idleSince),
    listLoginAs: (accountId: number) => listLoginAs(db, accountId),
    listStaffActivity: (accountId: number, since: Date) => listStaffActivity(db, accountId, since),
    stampClient: (sessionId: string, userAgent: string | null, domainId: number) =>
      stampClient(db, sessionId, userAgent, domainId),
    findBannerNames: (staffAccountId: number, memberKey: string) =>
      findBannerNames(db, staffAccountId, memberKey),
  };
}

export type AccountAccessRepository = ReturnType<typeof createAccountAccessRepository>;
