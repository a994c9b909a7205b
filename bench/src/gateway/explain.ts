import { buildApp } from '@dash/gateway/src/app';
import { loadConfig } from '@dash/gateway/src/config';
import { type DatabaseHandle, openDatabase } from '@dash/gateway/src/db/connection';
import { CompiledQuery } from 'kysely';
import type { ExplainedQuery } from '../report';
import { BRAND_HOST, type MemberCall, memberCalls, SIGN_IN_BODY } from './member-calls';

interface Captured {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

const READ = /^\s*(select|with)\b/i;
/** The session and audit bookkeeping is not a member query; its cost: docs/performance.md, items 2 and 18. */
const BOOKKEEPING = /\b(from|into|update) "?(sessions|audit_log|login_failures|login_records)"?\b/i;

/** An in-process request to the gateway (Fastify's inject), as the calls below read its response. */
type Inject = (
  call: Pick<MemberCall, 'method' | 'path' | 'headers' | 'body'>,
) => Promise<{ readonly statusCode: number; readonly body: string; json<T>(): T }>;

/** The bench member signed in, with what the member calls need: the session, the member, one own claim. */
async function signInBenchMember(inject: Inject) {
  const token = (
    await inject({
      method: 'POST',
      path: '/api/token',
      headers: { host: BRAND_HOST, 'content-type': 'application/json' },
      body: SIGN_IN_BODY,
    })
  ).json<{ token: string }>().token;
  const session = (
    await inject({
      method: 'POST',
      path: '/api/session',
      headers: { host: BRAND_HOST, authorization: `Bearer ${token}` },
    })
  ).json<{ token: string }>().token;
  const auth = { host: BRAND_HOST, authorization: `Bearer ${session}` };
  const { memberKey, members } = (await inject({ path: '/api/account', headers: auth })).json<{
    memberKey: string;
    members: { memberKey: string; memberSuffix: number }[];
  }>();
  const memberSuffix = members.find((m) => m.memberKey === memberKey)?.memberSuffix ?? 0;
  // One of the member's own claims, for the claim detail's statements.
  const claimNumber = (
    await inject({ path: `/api/claims?suffix=${memberSuffix}&size=1`, headers: auth })
  ).json<{ content: { claimNumber: string }[] }>().content[0]?.claimNumber;
  return { token: session, memberKey, ...(claimNumber ? { claimNumber } : {}) };
}

/** EXPLAIN ANALYZE of one captured read, with the tables it scans sequentially and its execution time. */
async function explainQuery(handle: DatabaseHandle, call: string, query: Captured): Promise<ExplainedQuery> {
  const result = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers off) ${query.sql}`, [...query.parameters]),
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']);
  const seqScans = [
    ...new Set(plan.flatMap((line) => [...(/Seq Scan on (\w+)/.exec(line)?.slice(1) ?? [])])),
  ];
  const execution = plan.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find(Boolean);
  return { call, sql: query.sql, plan, seqScans, executionMs: execution ? Number(execution) : null };
}

/**
 * Runs each member call once in process against the bench database, captures the SQL the gateway
 * sends for it (Kysely's query log, as each query is sent), and returns EXPLAIN ANALYZE of
 * every distinct read, with the tables it scans sequentially.
 */
export async function explainMemberQueries(databaseUrl: string): Promise<ExplainedQuery[]> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.LOG_LEVEL = 'silent';
  process.env.RATE_LIMIT_PER_CLIENT = '1000000';
  const config = await loadConfig();
  let current: Captured[] | null = null;
  // Every query as it is sent, prepared ones included (their SQL is compiled once, their values per call).
  const handle = await openDatabase(config.database, {
    onQuery: (query) => current?.push({ sql: query.sql, parameters: query.parameters }),
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  try {
    const inject: Inject = (call) =>
      app.inject({
        method: call.method ?? 'GET',
        url: call.path,
        headers: call.headers ?? {},
        ...(call.body ? { payload: call.body } : {}),
      });
    const explained: ExplainedQuery[] = [];
    const seen = new Set<string>();
    for (const call of memberCalls(await signInBenchMember(inject))) {
      current = [];
      const response = await inject(call);
      const queries = current;
      current = null;
      if (response.statusCode !== 200)
        throw new Error(`${call.name} responded ${response.statusCode}: ${response.body}`);
      for (const query of queries) {
        if (!READ.test(query.sql) || BOOKKEEPING.test(query.sql) || seen.has(query.sql)) continue;
        seen.add(query.sql);
        explained.push(await explainQuery(handle, call.name, query));
      }
    }
    return explained;
  } finally {
    await app.close();
    await handle.close();
  }
}
