import Fastify from 'fastify';
import pg from 'pg';
import postgres from 'postgres';

/**
 * Baseline 2: a bare Fastify route doing one indexed SELECT, through `pg` (what the gateway uses)
 * or `postgres` (postgres.js), chosen by DRIVER, so the driver choice is measured, not assumed.
 */
const url = process.env.DATABASE_URL ?? '';
const memberKey = process.env.MEMBER_KEY ?? '';
const poolSize = Number(process.env.POOL_SIZE ?? 10);
const text = 'select member_key, first_name, last_name from members where member_key = $1';

const query: () => Promise<unknown> =
  process.env.DRIVER === 'postgres'
    ? (() => {
        const client = postgres(url, { max: poolSize });
        return () => client.unsafe(text, [memberKey], { prepare: true });
      })()
    : (() => {
        const pool = new pg.Pool({ connectionString: url, max: poolSize });
        return async () => (await pool.query(text, [memberKey])).rows;
      })();

const app = Fastify();
app.get('/', async () => query());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
