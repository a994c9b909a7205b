import type { PreferencesUpdate } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getAddress, type NewAddress, updateAddress } from './account-settings/family-address';
import { getPreferences, updatePreferences } from './account-settings/member-preferences';
import { getSecurity, type HashedAnswer, replaceSecurityAnswers } from './account-settings/security-answers';

/**
 * The account area's editable records (issue 13): the family's address, the member's preferences and
 * the account's security answers, each with its version (decision 012), a module each in
 * repositories/account-settings/. Every query is keyed by the session's member or account; an update
 * names the version it was made from and changes nothing (returns false) when that version is no
 * longer the stored one.
 */
export function createAccountSettingsRepository(db: Kysely<Database>) {
  return {
    getAddress: (memberKey: string) => getAddress(db, memberKey),
    updateAddress: (memberKey: string, address: NewAddress, expectedVersion: number) =>
      updateAddress(db, memberKey, address, expectedVersion),
    getPreferences: (memberKey: string) => getPreferences(db, memberKey),
    updatePreferences: (memberKey: string, update: PreferencesUpdate, expectedVersion: number, now: Date) =>
      updatePreferences(db, memberKey, update, expectedVersion, now),
    getSecurity: (accountId: number) => getSecurity(db, accountId),
    replaceSecurityAnswers: (
      accountId: number,
      answers: readonly HashedAnswer[],
      expectedVersion: number,
      now: Date,
    ) => replaceSecurityAnswers(db, accountId, answers, expectedVersion, now),
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
