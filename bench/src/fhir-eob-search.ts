import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import autocannon from 'autocannon';
import { benchDatabaseUrl, resetDatabase } from './gateway/bench-database';
import { startBaseline, startGateway, waitFor } from './gateway/servers';

/**
 * `npm run bench:fhir -w @dash/bench` (issue 18): the Patient Access API's ExplanationOfBenefit search
 * (a page of 10, each with its lines, mapped to FHIR) beside the dashboard's own claims call and the
 * one-SELECT baseline, on PostgreSQL. Its own database and ports, so it runs apart from run.ts.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATABASE = 'dash_bench_fhir';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const GATEWAY_PORT = '4291';
const SELECT_PORT = '4292';

const databaseUrl = benchDatabaseUrl(DATABASE);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** alex's session, then the demonstration app connected through consent, code and PKCE. */
async function connectApp(base: string) {
  const json = async <T>(url: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${base}${url}`, init);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const temporary = await json<{ token: string }>('/api/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'alex', password: PERSONA_PASSWORD, domainId: 1 }),
  });
  const session = await json<{ token: string }>('/api/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${temporary.token}` },
  });
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://127.0.0.1:4399/callback';
  const consent = await json<{ redirectTo: string }>('/api/smart/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      response_type: 'code',
      client_id: 'blue-button-demo',
      redirect_uri: redirectUri,
      scope: 'patient/*.read launch/patient',
      state: 'bench',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      approve: true,
    }),
  });
  const code = new URL(consent.redirectTo).searchParams.get('code') ?? '';
  const tokens = await json<{ access_token: string }>('/fhir/r4/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'blue-button-demo',
    }).toString(),
  });
  const account = await json<{ memberKey: string }>('/api/account', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { session: session.token, access: tokens.access_token, memberKey: account.memberKey };
}

function startSelect(memberKey: string): Promise<ChildProcess> {
  return startBaseline(path.join(HERE, 'baselines/select.ts'), {
    PORT: SELECT_PORT,
    DRIVER: 'postgres',
    DATABASE_URL: databaseUrl,
    MEMBER_KEY: memberKey,
  });
}

async function main() {
  await resetDatabase(DATABASE);
  // The gateway's rate limits would answer 429 to a load test: startGateway lifts them for the run.
  const gateway = startGateway(GATEWAY_PORT, '127.0.0.1', databaseUrl);
  const children: ChildProcess[] = [gateway];
  process.once('exit', () => {
    for (const child of children) child.kill('SIGTERM');
  });
  const base = `http://127.0.0.1:${GATEWAY_PORT}`;
  await waitFor(`${base}/readyz`);
  const { session, access, memberKey } = await connectApp(base);
  console.log(
    `Load: ${CONNECTIONS} connections for ${DURATION} s each, one server at a time, PostgreSQL ${DATABASE}.`,
  );
  const eob = await load(`${base}/fhir/r4/ExplanationOfBenefit?_count=10`, {
    authorization: `Bearer ${access}`,
    host: 'localhost',
  });
  const claims = await load(`${base}/api/claims`, { authorization: `Bearer ${session}`, host: 'localhost' });
  gateway.kill('SIGTERM');
  const select = await startSelect(memberKey);
  children.push(select);
  const baseline = await load(`http://127.0.0.1:${SELECT_PORT}/`);
  select.kill('SIGTERM');
  const rows = [
    ['GET /fhir/r4/ExplanationOfBenefit?_count=10', eob],
    ['GET /api/claims (the claims screen, 10 a page)', claims],
    ['baseline: Fastify + 1 indexed SELECT (postgres.js)', baseline],
  ] as const;
  console.log(
    '\nserver                                              req/s     p50 ms  p99 ms  EOB search ÷ this',
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(50)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}  ${(eob.rps / r.rps).toFixed(2).padStart(8)}`,
    );
  }
  process.exit(0);
}

await main();
