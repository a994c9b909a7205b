import type { DomainId } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The holiday calendar HTML per brand (document 1 §2, §7); public data. */
export function createCalendarRepository(db: Kysely<Database>) {
  return {
    async getHtml(domainId: DomainId): Promise<string | null> {
      const row = await db
        .selectFrom('holiday_calendars')
        .select('html')
        .where('domain_id', '=', domainId)
        .executeTakeFirst();
      return row?.html ?? null;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
