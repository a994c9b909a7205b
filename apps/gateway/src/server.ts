import { buildApp } from './app';
import { hashPassword } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { PERSONA_PASSWORD, seedIfEmpty } from './db/seed/index';
import { limitHeapGrowth } from './heap-growth';
import { createShutdown } from './shutdown';

/** Reads config, opens and migrates the database, seeds an empty one, listens, and shuts down gracefully. */
async function main() {
  limitHeapGrowth();
  const config = await loadConfig();
  const database = await openDatabase(config.database);
  const applied = await migrate(database);
  if (config.seedOnEmpty) {
    await seedIfEmpty(database.db, {
      today: config.seedDay ?? new Date(),
      passwordHash: await hashPassword(PERSONA_PASSWORD),
    });
  }
  const app = await buildApp({ config, database });
  app.log.info({ database: database.kind, migrationsApplied: applied }, 'database ready');

  const shutdown = createShutdown({
    app,
    drainMs: config.shutdown.drainMs,
    timeoutMs: config.shutdown.timeoutMs,
    // After app.close(): the plugins' onClose hooks (the audit writer's last flush) still need it. An
    // onClose hook added here would run first (they run last-in, first-out) and lose the queued rows.
    afterClose: () => database.close(),
    exit: (code) => process.exit(code),
  });
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
