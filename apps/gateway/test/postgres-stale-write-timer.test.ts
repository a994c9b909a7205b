import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_URL } from './helpers/postgres-urls';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

let proxy: TcpProxy;

/**
 * postgres.js 3.4.9 holds a statement's bytes for a moment (a setImmediate) to send them with the next.
 * A socket that closed in that moment kept the timer's handle, cancelled but not cleared, so the
 * connection's next socket never sent its start: every reconnect of it met CONNECT_TIMEOUT. The gateway
 * met it after a refused database came back (database-unavailable.test.ts). patches/postgres+3.4.9.patch
 * clears the handle with the socket (docs/upstream/postgres-js-stale-write-timer.md).
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a connection closed while a write waits', () => {
  beforeAll(async () => {
    const admin = new URL(ADMIN_URL);
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  });
  afterAll(async () => {
    await proxy?.close();
  });

  it('connects again and answers', async () => {
    const sql = postgres(proxy.via(ADMIN_URL), { max: 1, connect_timeout: 2, onnotice: () => undefined });
    try {
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      // The proxy cuts the connection in a timer's turn: the driver reads the end in this turn's poll
      // phase and its socket's close comes in the close phase. A statement asked for in between (the
      // check phase) is held for the next turn's check phase, and the close came first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const cut = proxy.setMode('refuse');
      const lost = new Promise<string | undefined>((resolve) => {
        setImmediate(() => {
          sql`select 2 as two`.then(
            () => resolve('answered'),
            (error: { code?: string }) => resolve(error.code),
          );
        });
      });
      await cut;
      expect(await lost).toBe('CONNECTION_CLOSED');
      await proxy.setMode('forward');
      expect(await sql`select 3 as three`).toEqual([{ three: 3 }]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
