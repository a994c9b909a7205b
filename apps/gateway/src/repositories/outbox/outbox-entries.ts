import type { MailState } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxStatus } from '../../db/tables/mail';

export interface OutboxEntry {
  readonly outboxId: number;
  readonly kind: string;
  readonly domainId: number;
  readonly memberKey: string | null;
  readonly recipient: string;
  readonly subject: string;
  readonly status: MailState;
  readonly attempts: number;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

/** A send begun before the queue (one attempt, never settled) reads as still queued. */
const toState = (status: OutboxStatus): MailState => (status === 'pending' ? 'queued' : status);

/** The states a message ends in: a job that finds its row in one of them has nothing left to do. */
export const SETTLED_STATES: readonly OutboxStatus[] = ['sent', 'kept', 'failed'];

function toEntry(row: {
  outbox_id: number;
  kind: string;
  domain_id: number;
  member_key: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}): OutboxEntry {
  return {
    outboxId: row.outbox_id,
    kind: row.kind,
    domainId: row.domain_id,
    memberKey: row.member_key,
    recipient: row.recipient,
    subject: row.subject,
    status: toState(row.status),
    attempts: row.attempts,
    error: row.error,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

export interface OutboxFilter {
  readonly memberKey?: string;
  readonly domainId?: number;
  readonly status?: MailState;
  readonly kind?: string;
  readonly limit?: number;
}

export async function findOutboxEntry(db: Kysely<Database>, outboxId: number): Promise<OutboxEntry | null> {
  const row = await db.selectFrom('outbox').selectAll().where('outbox_id', '=', outboxId).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Newest first; a member's rows, a brand's, a state's when given. */
export async function listOutbox(db: Kysely<Database>, filter: OutboxFilter = {}): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('outbox_id', 'desc')
    .limit(filter.limit ?? 100);
  if (filter.memberKey !== undefined) query = query.where('member_key', '=', filter.memberKey);
  if (filter.domainId !== undefined) query = query.where('domain_id', '=', filter.domainId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.status !== undefined) {
    query =
      filter.status === 'queued'
        ? query.where('status', 'in', ['queued', 'pending'])
        : query.where('status', '=', filter.status);
  }
  return (await query.execute()).map(toEntry);
}
