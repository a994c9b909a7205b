import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { migrate } from '../migrate';
import { seedDayOf } from './dates';
import { PERSONA_PASSWORD, PERSONA_SECURITY_ANSWER, seedPersonas } from './index';
import { buildPersonaRows } from './personas';
import { MAX_SYNTHETIC_MEMBERS, seedSyntheticMembers } from './synthetic';

const USAGE = `Usage: npm run seed [-- --members N]

Migrates the database and (re)creates the personas of personas.md. With --members N, also adds
N synthetic members (synthetic000001 …), one committed step at a time: run again with the same N
on the same day, an interrupted run continues where it stopped. Uses DATABASE_URL when set, else
PGlite in DATA_DIR (default: data/ at the repository root), exactly as the gateway does.`;

class UsageError extends Error {}

function parseMembers(text: string | undefined): number | null {
  if (text === undefined) return null;
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SYNTHETIC_MEMBERS) {
    throw new UsageError(
      `--members must be a whole number from 1 to ${MAX_SYNTHETIC_MEMBERS}, not "${text}".`,
    );
  }
  return count;
}

function describe(database: Awaited<ReturnType<typeof loadConfig>>['database']): string {
  if (database.kind === 'pglite') return `PGlite in ${database.dataDir}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, string]> {
  const start = performance.now();
  const result = await work();
  return [result, `${((performance.now() - start) / 1000).toFixed(1)} s`];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { members: { type: 'string', short: 'm' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const members = parseMembers(values.members);
  const config = await loadConfig();
  console.log(`Database: ${describe(config.database)}`);
  const handle = await openDatabase(forBulkWork(config.database));
  try {
    const [applied, migrateTime] = await timed(() => migrate(handle));
    console.log(`Migrations: ${applied.length ? applied.join(', ') : 'none to apply'} (${migrateTime})`);

    const now = new Date();
    const today = seedDayOf(now);
    const passwordHash = await hashPassword(PERSONA_PASSWORD);
    const [, personaTime] = await timed(() => seedPersonas(handle.db, { today: now, passwordHash }));
    const sign = buildPersonaRows(now).accounts;
    console.log(
      `Personas: ${sign.length} sign-ins (${sign.map((a) => a.username).join(', ')}) in ${personaTime}`,
    );

    const began = performance.now();
    const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
    if (members !== null) {
      const [, syntheticTime] = await timed(() =>
        seedSyntheticMembers(handle.db, {
          count: members,
          today,
          passwordHash,
          onStep: (step, done) =>
            console.log(`Synthetic: ${step} ${done ? '(done by the interrupted run)' : `(${elapsed()})`}`),
        }),
      );
      console.log(
        `Synthetic: ${members} members (synthetic000001 to synthetic${String(members).padStart(6, '0')}) in ${syntheticTime}`,
      );
      // Fresh statistics, so the planner picks the indexes at the new size at once.
      if (handle.kind === 'postgres') {
        const [, analyzeTime] = await timed(() => sql`analyze`.execute(handle.db));
        console.log(`Statistics refreshed (ANALYZE) in ${analyzeTime}`);
      }
    }
    console.log(`Password of every sign-in: ${PERSONA_PASSWORD}`);
    console.log(
      `Security answer of every sign-in ("In what city were you born?"): ${PERSONA_SECURITY_ANSWER}`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * An hour a statement: a million synthetic members take single statements past ten minutes on a busy
 * machine (the benefits insert of 2026-11-25's run, with its foreign-key checks, was cut at ten).
 */
const BULK_STATEMENT_MS = 3_600_000;

function forBulkWork(database: Awaited<ReturnType<typeof loadConfig>>['database']) {
  if (database.kind === 'pglite') return database;
  const { timeouts } = database;
  return {
    ...database,
    timeouts: {
      ...timeouts,
      statementMs: Math.max(timeouts.statementMs, BULK_STATEMENT_MS),
      idleInTransactionMs: Math.max(timeouts.idleInTransactionMs, BULK_STATEMENT_MS),
    },
  };
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error('Seeding failed:', error);
  }
  process.exit(1);
});
