import { MailState } from '@dash/domain/api';
import { ConfigError, loadConfig } from '../config';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { openDatabase } from './connection';
import { migrate } from './migrate';

/** `--failed` (or `--status=<state>`): only the messages in that state; the states of api/outbox.ts. */
function statusFilter(args: readonly string[]): MailState | undefined {
  if (args.includes('--failed')) return 'failed';
  const given = args.find((arg) => arg.startsWith('--status='))?.slice('--status='.length);
  if (given === undefined) return undefined;
  const parsed = MailState.safeParse(given);
  if (!parsed.success) throw new ConfigError(`--status must be one of: ${MailState.options.join(', ')}`);
  return parsed.data;
}

/**
 * `npm run outbox`: the latest 20 messages the gateway recorded (README "Reading the outbox"), with
 * their state and attempts; `npm run outbox -- --failed` only those the queue gave up on. On the
 * database the gateway uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one process
 * can open: stop the gateway first).
 */
async function main(): Promise<void> {
  const status = statusFilter(process.argv.slice(2));
  const config = await loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await migrate(handle);
    const rows = await createOutboxRepository(handle.db).listOutbox({
      limit: 20,
      ...(status ? { status } : {}),
    });
    if (rows.length === 0) {
      console.log(status ? `No message is ${status}.` : 'The outbox is empty.');
      return;
    }
    console.table(
      rows.map((row) => ({
        id: row.outboxId,
        created: row.createdAt.toISOString(),
        kind: row.kind,
        brand: row.domainId,
        to: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        error: row.error ?? '',
      })),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
