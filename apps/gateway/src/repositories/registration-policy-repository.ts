import type { RegistrationPoliciesResponse, RegistrationPoliciesUpdate } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Registration policy answers of one member (document 1 §3, §7), keyed by the session's member. */
export function createRegistrationPolicyRepository(db: Kysely<Database>) {
  return {
    /** The stored answers and whether the member is the subscriber (suffix 0); null for an unknown member. */
    async get(memberKey: string): Promise<RegistrationPoliciesResponse | null> {
      const row = await db
        .selectFrom('members as m')
        .leftJoin('registration_policies as p', 'p.member_key', 'm.member_key')
        .select(['m.member_suffix', 'p.is_communication_policy_signed', 'p.is_eeob_preference_consented'])
        .where('m.member_key', '=', memberKey)
        .executeTakeFirst();
      if (!row) return null;
      return {
        registrationPolicy: {
          isCommunicationPolicySigned: row.is_communication_policy_signed,
          isEeobPreferenceConsented: row.is_eeob_preference_consented,
        },
        isSubscriber: row.member_suffix === 0,
      };
    },

    /** Writes both answers in one statement (insert or update), so a failure leaves the old ones. */
    async save(memberKey: string, update: RegistrationPoliciesUpdate, now: Date): Promise<void> {
      const values = {
        is_communication_policy_signed: update.isCommunicationPolicySigned,
        is_eeob_preference_consented: update.isEeobPreferenceConsented,
        updated_at: now,
      };
      await db
        .insertInto('registration_policies')
        .values({ member_key: memberKey, ...values })
        .onConflict((oc) => oc.column('member_key').doUpdateSet(values))
        .execute();
    },
  };
}

export type RegistrationPolicyRepository = ReturnType<typeof createRegistrationPolicyRepository>;
