import type { ProductCategory } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';

/** A member of the signed-in member's family, as the ID card page lists them (document 2 §2). */
export interface FamilyCardMember {
  readonly memberKey: string;
  readonly suffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly relationshipDescription: string;
}

/**
 * The family's members, the e-mail on file and the printed-card orders (document 2 §7 idCard/*).
 * Every query starts from the session's member, so another family's suffix finds nothing.
 */
export function createIdCardOrderRepository(db: Kysely<Database>) {
  return {
    async listFamilyMembers(memberKey: string): Promise<FamilyCardMember[]> {
      const rows = await db
        .selectFrom('members')
        .select(['member_key', 'member_suffix', 'first_name', 'last_name', 'relationship_description'])
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .orderBy('member_suffix')
        .execute();
      return rows.map((row) => ({
        memberKey: row.member_key,
        suffix: row.member_suffix,
        firstName: row.first_name,
        lastName: row.last_name,
        relationshipDescription: row.relationship_description,
      }));
    },

    /** The e-mail address on file for the member (communication preferences); null when none. */
    async getEmailOnFile(memberKey: string): Promise<string | null> {
      const row = await db
        .selectFrom('member_preferences')
        .select('email_address')
        .where('member_key', '=', memberKey)
        .executeTakeFirst();
      const email = row?.email_address?.trim();
      return email ? email : null;
    },

    /** Records a printed-card order; false when one for this member, category and day exists already. */
    async addOrder(order: {
      readonly memberKey: string;
      readonly category: ProductCategory;
      readonly orderDate: string;
      readonly orderedByMemberKey: string;
    }): Promise<boolean> {
      const inserted = await db
        .insertInto('id_card_orders')
        .values({
          member_key: order.memberKey,
          category: order.category,
          order_date: order.orderDate,
          ordered_by_member_key: order.orderedByMemberKey,
        })
        .onConflict((oc) => oc.columns(['member_key', 'category', 'order_date']).doNothing())
        .returning('member_key')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async countOrders(memberKey: string): Promise<number> {
      const row = await db
        .selectFrom('id_card_orders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_key', '=', memberKey)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type IdCardOrderRepository = ReturnType<typeof createIdCardOrderRepository>;
