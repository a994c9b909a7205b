import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTimeouts } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { ADMIN_URL } from './helpers/postgres-urls';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createPostgresCopy } from './helpers/test-app';

const TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 5_000, idleInTransactionMs: 5_000 };

let proxy: TcpProxy;
let copy: { url: string; drop: () => Promise<void> };
let database: DatabaseHandle | undefined;

// A failover, or a test's dropped database, ends backends whatever they are doing; one may be a pool's
// new connection that has only just started. The CI run of stop 42 ended on exactly that: an
// unhandled ECONNRESET from postgres.js's own first statement on a new connection (connection.ts).
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a connection reset as it starts', () => {
  beforeAll(async () => {
    const admin = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    copy = await createPostgresCopy();
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await copy?.drop();
  });

  it('fails at most the statement it carried: nothing escapes as an unhandled rejection, and the pool responds after', async () => {
    const escaped: unknown[] = [];
    const onRejection = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await proxy.setMode('reset-first-statement');
      database = await openDatabase({
        kind: 'postgres',
        url: proxy.via(copy.url),
        poolSize: 1,
        timeouts: TIMEOUTS,
      });
      const first = await sql<{ one: number }>`select 1 as one`.execute(database.db).then(
        (result) => result.rows,
        (error: unknown) => (error as { code?: string }).code,
      );
      // Reset as it went out, or responded to on a later connection: either way, the caller heard.
      expect([[{ one: 1 }], 'ECONNRESET', 'CONNECTION_CLOSED']).toContainEqual(first);
      await proxy.setMode('forward');
      const second = await sql<{ words: string[] }>`select ${['a', 'b,"c"']}::text[] as words`.execute(
        database.db,
      );
      expect(second.rows).toEqual([{ words: ['a', 'b,"c"'] }]);
      // A dropped promise is reported after the microtasks that could still have handled it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(escaped).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
