import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';

type Status = 'M' | 'D';

/** Direct-plan cancellation (document 2 §7 POST plan-management/cancellation) and the eBill registration. */
export function createPlanCancellationRepository(db: Kysely<Database>) {
  return {
    /**
     * In one transaction, with the family's plan row locked: reads the status, asks `isChange`, and
     * only then writes the new status and one history row. null when the family has no plan row.
     */
    async cancel(
      memberKey: string,
      requested: Status,
      isChange: (current: Status | null) => boolean,
    ): Promise<{ changed: boolean } | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('plan_management')
          .select(['family_key', 'direct_plan_cancellation_status'])
          .where('family_key', '=', familyKeyOf(trx, memberKey))
          .forUpdate()
          .executeTakeFirst();
        if (!row) return null;
        const current = row.direct_plan_cancellation_status;
        if (!isChange(current)) return { changed: false };
        await trx
          .updateTable('plan_management')
          .set({ direct_plan_cancellation_status: requested })
          .where('family_key', '=', row.family_key)
          .execute();
        await trx
          .insertInto('plan_cancellations')
          .values({
            family_key: row.family_key,
            previous_status: current,
            cancellation_status: requested,
            requested_by_member_key: memberKey,
          })
          .execute();
        return { changed: true };
      });
    },

    async countCancellations(memberKey: string): Promise<number> {
      const row = await db
        .selectFrom('plan_cancellations')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sets the family's eBill registration (PUT ebill/registerEbillUser); false when it has no eBill. */
    async registerEbill(memberKey: string): Promise<boolean> {
      const updated = await db
        .updateTable('ebill_status')
        .set({ ebill_registered: true })
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .where('has_ebill', '=', true)
        .returning('family_key')
        .executeTakeFirst();
      return updated !== undefined;
    },
  };
}

export type PlanCancellationRepository = ReturnType<typeof createPlanCancellationRepository>;
