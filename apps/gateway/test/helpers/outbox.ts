import type { DatabaseHandle } from '../../src/db/connection';

/**
 * Waits until no message is still to be tried (queued) or retried: every e-mail is sent by the job
 * queue after the request has its response (issue 36), so a test reads the SMTP catcher after this.
 */
export async function outboxSettled(database: DatabaseHandle, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await database.db
      .selectFrom('outbox')
      .select('outbox_id')
      .where('status', 'in', ['queued', 'pending', 'retrying'])
      .execute();
    if (open.length === 0) return;
    if (Date.now() > until)
      throw new Error(`outbox rows still open: ${open.map((row) => row.outbox_id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
