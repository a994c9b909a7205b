import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxStatus } from '../../db/tables/mail';
import { SETTLED_STATES } from './outbox-entries';

export interface NewOutboxRow {
  readonly kind: string;
  readonly domainId: number;
  readonly memberKey: string | null;
  readonly recipient: string;
  readonly subject: string;
}

export interface SettleResult {
  readonly status: Exclude<OutboxStatus, 'pending' | 'queued'>;
  readonly error: string | null;
  readonly sentAt: Date | null;
  readonly at: Date;
  readonly attempted: boolean;
}

export async function addOutboxRow(executor: Kysely<Database>, row: NewOutboxRow): Promise<number> {
  const { outbox_id } = await executor
    .insertInto('outbox')
    .values({
      kind: row.kind,
      domain_id: row.domainId,
      member_key: row.memberKey,
      recipient: row.recipient,
      subject: row.subject,
      status: 'queued',
    })
    .returning('outbox_id')
    .executeTakeFirstOrThrow();
  return outbox_id;
}

/**
 * The outcome of one attempt, counted. A row already settled stays as it is (a job run again after a
 * restart must not turn a sent message back into a failed one); returns whether the row changed.
 */
export async function settleOutboxRow(
  db: Kysely<Database>,
  outboxId: number,
  result: SettleResult,
): Promise<boolean> {
  const changed = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: result.status,
      error: result.error,
      sent_at: result.sentAt,
      updated_at: result.at,
      attempts: result.attempted ? eb('attempts', '+', 1) : eb.ref('attempts'),
    }))
    .where('outbox_id', '=', outboxId)
    .where('status', 'not in', SETTLED_STATES)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
