import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxStatus } from '../db/tables/mail';

export interface OutboxEntry {
  readonly outboxId: number;
  readonly kind: string;
  readonly domainId: number;
  readonly memberKey: string | null;
  readonly recipient: string;
  readonly subject: string;
  readonly status: OutboxStatus;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

/** The outbox table (db/migrations/006_outbox.sql): one row per message, never its body. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async add(row: {
      kind: string;
      domainId: number;
      memberKey: string | null;
      recipient: string;
      subject: string;
    }): Promise<number> {
      const { outbox_id } = await db
        .insertInto('outbox')
        .values({
          kind: row.kind,
          domain_id: row.domainId,
          member_key: row.memberKey,
          recipient: row.recipient,
          subject: row.subject,
          status: 'pending',
        })
        .returning('outbox_id')
        .executeTakeFirstOrThrow();
      return outbox_id;
    },

    async settle(
      outboxId: number,
      result: { status: Exclude<OutboxStatus, 'pending'>; error: string | null; sentAt: Date | null },
    ): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: result.status, error: result.error, sent_at: result.sentAt })
        .where('outbox_id', '=', outboxId)
        .execute();
    },

    /** Newest first; a member's rows when a member key is given. */
    async listOutbox(filter: { memberKey?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
      let query = db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('outbox_id', 'desc')
        .limit(filter.limit ?? 100);
      if (filter.memberKey !== undefined) query = query.where('member_key', '=', filter.memberKey);
      const rows = await query.execute();
      return rows.map((row) => ({
        outboxId: row.outbox_id,
        kind: row.kind,
        domainId: row.domain_id,
        memberKey: row.member_key,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        error: row.error,
        createdAt: new Date(row.created_at),
        sentAt: row.sent_at === null ? null : new Date(row.sent_at),
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
