import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrate } from './migrate';
import { SchemaVersionError } from './schema-version';

/**
 * `npm run migrate` (issue 40 §3, decision 060): a release's migrations, run once before its gateways
 * start with MIGRATE_ON_START=false; the migration job runs its build (the `migrate` bundle beside the
 * server's). The database is
 * the gateway's own (DATABASE_URL, else PGlite in DATA_DIR).
 */
async function main() {
  const config = await loadConfig();
  const database = await openDatabase(config.database);
  try {
    const applied = await migrate(database);
    console.log(
      applied.length === 0
        ? `The ${database.kind} database is up to date.`
        : `Applied ${applied.length} migration(s) to the ${database.kind} database: ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaVersionError) console.error(error.message);
  else console.error('The migrations did not run:', error);
  process.exit(1);
});
