import { buildApp } from './app';
import { hashPassword } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { prepareSchema } from './db/migrate';
import { SchemaVersionError } from './db/schema-version';
import { PERSONA_PASSWORD, seedIfEmpty } from './db/seed/index';
import { limitHeapGrowth } from './heap-growth';
import { createGatewayMetrics } from './metrics/gateway-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { createShutdown } from './shutdown';
import { recordQuerySpan } from './telemetry/query-spans';
import { startTracing } from './telemetry/tracing';

/**
 * Reads config, opens and migrates the database (only checks it with MIGRATE_ON_START=false), seeds an
 * empty one, listens (and serves the metrics on METRICS_PORT), and shuts down gracefully.
 */
async function main() {
  limitHeapGrowth();
  const config = await loadConfig();
  // Before any Fastify instance exists: @fastify/otel instruments each as it is created.
  const tracing = config.tracing ? await startTracing() : undefined;
  // Issue 40 §2: kept only when they have a port of their own to be read on.
  const metrics = config.metricsPort === undefined ? undefined : createGatewayMetrics();
  const database = await openDatabase(
    config.database,
    // Each query's time, only when something reads it.
    metrics || tracing
      ? {
          onQueryTime: (ms, failed) => {
            metrics?.observeQuery(ms, failed);
            if (tracing) recordQuerySpan(ms, failed);
          },
        }
      : {},
  );
  const applied = await prepareSchema(database, config.migrateOnStart);
  if (config.seedOnEmpty) {
    await seedIfEmpty(database.db, {
      today: config.seedDay ?? new Date(),
      passwordHash: await hashPassword(PERSONA_PASSWORD),
    });
  }
  const app = await buildApp({ config, database, ...(metrics ? { metrics } : {}) });
  app.log.info({ database: database.kind, migrationsApplied: applied }, 'database ready');
  const metricsServer =
    metrics && config.metricsPort !== undefined
      ? await startMetricsServer(metrics, { port: config.metricsPort, host: config.metricsHost })
      : undefined;
  if (metricsServer) app.log.info({ port: metricsServer.port }, 'metrics served at /metrics');

  const shutdown = createShutdown({
    app,
    drainMs: config.shutdown.drainMs,
    timeoutMs: config.shutdown.timeoutMs,
    // After app.close(): the plugins' onClose hooks (the audit writer's last flush) still need it. An
    // onClose hook added here would run first (they run last-in, first-out) and lose the queued rows.
    afterClose: async () => {
      await metricsServer?.close();
      await database.close();
      await tracing?.shutdown();
    },
    exit: (code) => process.exit(code),
  });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaVersionError) {
    console.error(error.message);
  } else {
    console.error('The gateway could not start:', error);
  }
  process.exit(1);
});
