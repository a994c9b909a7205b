import type { Address, Preferences, PreferencesUpdate, RelevantPreferencesResponse } from '@dash/domain/api';
import { PreferenceFlag } from '@dash/domain/api';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { MemberPreferencesTable } from '../db/tables/core';
import { FAMILY_ADDRESS_COLUMNS } from './family-address-columns';
import { familyKeyOf } from './member-data-repository';
import { PREFERENCE_COLUMNS, toPreferences } from './preferences-mapper';

/** A stored address as the API names it; null when the family has none yet. */
export interface StoredAddress {
  readonly address: Address | null;
  readonly version: number;
  readonly memberSuffix: number;
}

export interface NewAddress {
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string | null;
}

export interface StoredPreferences extends RelevantPreferencesResponse {
  readonly preferences: Preferences;
  readonly version: number;
}

export interface StoredSecurity {
  readonly username: string;
  readonly answeredQuestionIds: number[];
  readonly version: number;
}

/**
 * The account area's editable records (issue 13): the family's address, the member's preferences and
 * the account's security answers, each with its version (decision 012). Every query is keyed by the
 * session's member or account; an update names the version it was made from and changes nothing
 * (answers null) when that version is no longer the stored one.
 */
export function createAccountSettingsRepository(db: Kysely<Database>) {
  return {
    async getAddress(memberKey: string): Promise<StoredAddress | null> {
      const row = await db
        .selectFrom('members as m')
        .innerJoin('families as f', 'f.family_key', 'm.family_key')
        .select(['m.member_suffix', ...FAMILY_ADDRESS_COLUMNS, 'f.address_version'])
        .where('m.member_key', '=', memberKey)
        .executeTakeFirst();
      if (!row) return null;
      return {
        memberSuffix: row.member_suffix,
        version: row.address_version,
        address: row.address_line1
          ? {
              addressLine1: row.address_line1,
              addressLine2: row.address_line2,
              city: row.city ?? '',
              state: row.state ?? '',
              zipCode: row.zip_code ?? '',
              country: row.country ?? 'US',
              phoneNumber: row.phone_number,
            }
          : null,
      };
    },

    /** One UPDATE of the member's own family, only at the expected version: true when it was written. */
    async updateAddress(memberKey: string, address: NewAddress, expectedVersion: number): Promise<boolean> {
      const result = await db
        .updateTable('families')
        .set({
          address_line1: address.addressLine1,
          address_line2: address.addressLine2,
          city: address.city,
          state: address.state,
          zip_code: address.zipCode,
          country: sql<string>`coalesce(country, 'US')`,
          phone_number: address.phoneNumber,
          address_version: sql<number>`address_version + 1`,
        })
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .where('address_version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async getPreferences(memberKey: string): Promise<StoredPreferences | null> {
      const row = await db
        .selectFrom('member_preferences')
        .selectAll()
        .where('member_key', '=', memberKey)
        .executeTakeFirst();
      if (!row) return null;
      const relevantPreferences = row.relevant_preferences.flatMap((name) => {
        const parsed = PreferenceFlag.safeParse(name);
        return parsed.success ? [parsed.data] : [];
      });
      return {
        preferences: toPreferences(row),
        relevantPreferences,
        policyDetails: { hasExtendedPolicy: row.has_extended_policy },
        version: row.version,
      };
    },

    /** One UPDATE of the member's row at the expected version: true when it was written. */
    async updatePreferences(
      memberKey: string,
      update: PreferencesUpdate,
      expectedVersion: number,
      now: Date,
    ): Promise<boolean> {
      const values: Updateable<MemberPreferencesTable> = {
        email_address: update.emailAddress,
        updated_at: now,
      };
      for (const flag of PreferenceFlag.options) values[PREFERENCE_COLUMNS[flag]] = update[flag];
      const result = await db
        .updateTable('member_preferences')
        .set({ ...values, version: sql<number>`version + 1` })
        .where('member_key', '=', memberKey)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async getSecurity(accountId: number): Promise<StoredSecurity | null> {
      const account = await db
        .selectFrom('accounts')
        .select(['username', 'security_answers_version'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!account) return null;
      const answers = await db
        .selectFrom('security_answers')
        .select('question_id')
        .where('account_id', '=', accountId)
        .orderBy('question_id')
        .execute();
      return {
        username: account.username,
        answeredQuestionIds: answers.map((answer) => answer.question_id),
        version: account.security_answers_version,
      };
    },

    /**
     * Replaces the answers to the given questions in one transaction, only at the expected version:
     * true when written; otherwise nothing changed.
     */
    async replaceSecurityAnswers(
      accountId: number,
      answers: readonly { questionId: number; answerHash: string }[],
      expectedVersion: number,
      now: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const bumped = await trx
          .updateTable('accounts')
          .set({ security_answers_version: sql<number>`security_answers_version + 1` })
          .where('account_id', '=', accountId)
          .where('security_answers_version', '=', expectedVersion)
          .executeTakeFirst();
        if (Number(bumped.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('security_answers')
          .values(
            answers.map((answer) => ({
              account_id: accountId,
              question_id: answer.questionId,
              answer_hash: answer.answerHash,
              answered_at: now,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['account_id', 'question_id']).doUpdateSet((eb) => ({
              answer_hash: eb.ref('excluded.answer_hash'),
              answered_at: eb.ref('excluded.answered_at'),
            })),
          )
          .execute();
        return true;
      });
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
