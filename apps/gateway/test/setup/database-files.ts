/**
 * Which gateway test files run on which database (read by the root vitest.config.ts).
 *
 * With PostgreSQL up (always under CI), every file runs on PostgreSQL, the stricter of the two (a real
 * pool, concurrent connections, the production driver), and only these files run on PGlite as well:
 * the ones whose subject differs by database. Everything else is SQL both databases run the same way,
 * through dialects whose differences database-dialect.test.ts proves, and the Playwright journeys run
 * the whole API on PGlite again (`npm start`'s embedded database). A new file runs on PostgreSQL
 * only; add it here when what it proves depends on the database.
 * Without PostgreSQL (a laptop without the server, never CI) every file runs on PGlite.
 *
 * scripts/test/database-files.test.ts fails when a file that skips on PostgreSQL is missing here,
 * since it would then run nowhere.
 */
export const PGLITE_FILES = [
  // The two dialects: transactions, types, affected rows, concurrent queries.
  'test/database-dialect.test.ts',
  // Prepared queries: stand-ins become each dialect's parameters, the same results as built per call.
  'test/prepared-query.test.ts',
  // Migrations applied once, /readyz on the database.
  'test/health.test.ts',
  // Seeding, and seeding an empty database at start, as `npm start` does on PGlite.
  'test/seed.test.ts',
  // PGlite only: the built server (npm start's) started as a process on its embedded database.
  'test/server.test.ts',
  // Home and the shell as one statement each: every part comes back through the database's JSON
  // (dates, numbers, jsonb), not the driver's type parsers, and must return the same on both.
  'test/home.test.ts',
  'test/shell.test.ts',
  // A claim's detail: its lines and its EOB come back through the database's JSON too (decision 066).
  'test/claims.test.ts',
  // The audit's and the last uses' batched writes: one statement each, its rows read from JSON.
  'test/audit-writer.test.ts',
  'test/session-idle.test.ts',
  // The response cache: the triggers' notifications (transition tables, NOTIFY) and LISTEN on each.
  'test/cached-responses.test.ts',
  // The durable job queue (issue 36): pg-boss over PGlite's one connection, scripts and transactions.
  'test/mail-queue.test.ts',
  // Submitted claims (issue 39 §3): receipts as bytea, each step a queued job over PGlite's connection.
  'test/claim-submissions.test.ts',
  // Migration 047 carries the secure messages' read markers over from times to message ids, on both.
  'test/message-read-markers.test.ts',
  // The usual sign-in's one write (decision 073): an INSERT … SELECT of parameters that take their
  // columns' types, as each driver sends them (postgres.js types dates and booleans, PGlite its own way).
  'test/sign-in-statements.test.ts',
  // PGlite only: the generated hostile requests (decision 019), on the database `npm start` uses.
  'test/hostile-input.test.ts',
] as const;

/**
 * Files that replace a module of the gateway with vi.mock. The gateway projects share each worker's
 * module graph between files (vitest.config.ts, decision 075), where a mock would find the real module
 * already imported: these run in a project of their own, each file with a graph of its own.
 * scripts/test/module-mock-files.test.ts fails when a file that calls vi.mock is missing here.
 */
export const MODULE_MOCK_FILES = [
  // verifyPassword wrapped: each hash a sign-in verifies, known username or not.
  'test/sign-in-equal-work.test.ts',
  // verifyPassword wrapped: a parallel failure recorded while the hash is verified.
  'test/sign-in-statements.test.ts',
] as const;
