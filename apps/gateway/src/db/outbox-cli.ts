import { ConfigError, loadConfig } from '../config';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { openDatabase } from './connection';
import { migrate } from './migrate';

/**
 * `npm run outbox`: the latest 20 messages the gateway recorded (README "Reading the outbox"), on
 * the database the gateway uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one
 * process can open: stop the gateway first).
 */
async function main(): Promise<void> {
  const config = await loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await migrate(handle);
    const rows = await createOutboxRepository(handle.db).listOutbox({ limit: 20 });
    if (rows.length === 0) {
      console.log('The outbox is empty.');
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
