import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findOutboxEntry, listOutbox, type OutboxFilter } from './outbox/outbox-entries';
import { addOutboxRow, type NewOutboxRow, type SettleResult, settleOutboxRow } from './outbox/outbox-writes';

/**
 * The outbox table (migrations 006 and 040): one row per message, its state and attempts, never its
 * body (the queued job holds that, sealed). `add` takes the caller's transaction, so the row and its
 * job are written with the change that caused them, or not at all. The queries are in
 * repositories/outbox/.
 */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    add: (row: NewOutboxRow, executor: Kysely<Database> = db) => addOutboxRow(executor, row),
    find: (outboxId: number) => findOutboxEntry(db, outboxId),
    settle: (outboxId: number, result: SettleResult) => settleOutboxRow(db, outboxId, result),
    /** Newest first; a member's rows, a brand's, a state's when given. */
    listOutbox: (filter: OutboxFilter = {}) => listOutbox(db, filter),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
