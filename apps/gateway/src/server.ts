import { buildApp } from './app';
import { hashPassword } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { PERSONA_PASSWORD, seedIfEmpty } from './db/seed/index';

/** Reads config, opens and migrates the database, seeds an empty one, listens, and shuts down gracefully. */
async function main() {
  const config = await loadConfig();
  const database = await openDatabase(config.database);
  const applied = await migrate(database);
  if (config.seedOnEmpty) {
    await seedIfEmpty(database.db, { today: new Date(), passwordHash: await hashPassword(PERSONA_PASSWORD) });
  }
  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind, migrationsApplied: applied }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // app.close() stops accepting connections, waits for requests in flight, then runs the plugins'
    // onClose hooks (the audit writer's last flush). The database closes after them: an onClose hook
    // added here would run first (they run last-in, first-out) and lose the queued audit rows.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The gateway could not start:', error);
  }
  process.exit(1);
});
