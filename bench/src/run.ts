import { type ChildProcess, spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import pg from 'pg';
import {
  describeBesideBuild,
  describeNewBuild,
  parseNewEnv,
  prepareBesideBuild,
  startBesideGateway,
} from './beside-build';
import { checkBudgets, readBuiltApp } from './bundle-budgets';
import { judgeFirstRead, judgeMixedReads, judgeSignIns } from './first-read-goals';
import { explainMemberQueries } from './gateway/explain';
import { type LoadOptions, load } from './gateway/load';
import { MANY_MEMBERS, measureManyMembers, signInMembers } from './gateway/many-members';
import { type MemberCall, memberCalls, type SignedIn, signIn, signInCall } from './gateway/member-calls';
import { measurePageData, PAGE_DATA, type PageDataFigure } from './gateway/page-data';
import { alternateRounds, scaleRows } from './gateway/scale-rounds';
import { seedMembers } from './gateway/seed';
import { ROOT, rssMb, startBaseline, startGateway, stop, waitFor } from './gateway/servers';
import { readKeptPages } from './kept-pages';
import {
  type ManyMembersSection,
  printManyMembers,
  printSignIns,
  type SignInsBesideReads,
  type SignInsSection,
} from './many-members-report';
import { measurePageRounds } from './page-rounds';
import { PAGE_RUNS } from './page-speed';
import { toPageSection } from './pages-report';
import {
  type BenchReport,
  type ExplainedQuery,
  type GatewayRow,
  type LoadFigure,
  machine,
  type PageSection,
  type SoakFigure,
  toMarkdown,
  writeReport,
} from './report';
import { measureSignInTiming, printSignInTiming } from './sign-in-timing';

const USAGE = `npm run bench [-- --seconds 10] [--soak-seconds 300] [--members 1000000] [--small-members 10000] [--scale-rounds 3] [--no-pages] [--page-runs 3] [--recheck-runs 0] [--beside <git ref | path>] [--new-env KEY=VALUE]… [--no-fhir] [--many-members 1000]
Every gateway figure of issue 16 in one run: baselines, member reads, sign-ins, the soak, the reads again at
--members synthetic members (0 skips the scale step; each size --scale-rounds times, in turn), EXPLAIN ANALYZE of each member query, and page figures
when the web app is built, and every read and page's data again over --many-members synthetic members, each signed in: every page of the route table (page-plan.ts), each figure the median of --page-runs Lighthouse runs, a page that missed a
goal run --recheck-runs times more. --beside measures the same pages on a second build in the same run, in turn with this one: a git worktree of the
ref in the temporary folder (or the checkout at the path), installed and built there, its gateway on its own port and database with default settings
(beside-build.ts); --new-env passes a setting to this checkout's page gateway only (e.g. RESPONSE_CACHE_MS=0).
Then the Patient Access API's ExplanationOfBenefit search beside the one-SELECT baseline (fhir-eob-search.ts, printed). Writes
bench/results/latest.json and latest.md.`;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    'soak-seconds': { type: 'string' },
    members: { type: 'string' },
    'small-members': { type: 'string' },
    'no-pages': { type: 'boolean' },
    'page-runs': { type: 'string' },
    'recheck-runs': { type: 'string' },
    beside: { type: 'string' },
    'new-env': { type: 'string', multiple: true },
    'scale-rounds': { type: 'string' },
    'no-fhir': { type: 'boolean' },
    'many-members': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (text: string | undefined, fallback: number, name: string) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, not ${text}\n${USAGE}`);
  return n;
};

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'dash_bench';
const SECONDS = whole(args.seconds ?? process.env.BENCH_SECONDS, 10, 'seconds');
const SOAK_SECONDS = whole(args['soak-seconds'], 300, 'soak-seconds');
const LARGE = whole(args.members, 1_000_000, 'members');
const SMALL = whole(args['small-members'], 10_000, 'small-members');
const PAGE_RUN_COUNT = Math.max(1, whole(args['page-runs'], PAGE_RUNS, 'page-runs'));
const RECHECK_RUNS = whole(args['recheck-runs'], 0, 'recheck-runs');
const NEW_ENV = parseNewEnv(args['new-env']);
const SCALE_ROUNDS = Math.max(1, whole(args['scale-rounds'], 3, 'scale-rounds'));
// Issue 41 §1: every read over this many synthetic members (at most the seeded ones), 0 skips.
const MANY = Math.min(whole(args['many-members'], MANY_MEMBERS, 'many-members'), SMALL);
const CONNECTIONS = 50;
const WEB_BUILD = path.join(ROOT, 'apps/web/build');
const RESULTS = path.join(ROOT, 'bench/results');
// Not 4190: the Fetch standard blocks that port (ManageSieve). BENCH_PORT moves the seven ports together.
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4280);
const PORTS = {
  gateway: String(FIRST_PORT),
  hello: String(FIRST_PORT + 1),
  pg: String(FIRST_PORT + 2),
  postgres: String(FIRST_PORT + 3),
  pages: String(FIRST_PORT + 4),
  chrome: FIRST_PORT + 5,
  beside: String(FIRST_PORT + 6),
};

const urlOf = (database: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};
const databaseUrl = urlOf(DATABASE);
// The database at the small size, kept for the scale step while the bench database grows.
const SMALL_DATABASE = `${DATABASE}_small`;

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const track = <T extends ChildProcess>(child: T) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const steady: LoadOptions = { connections: CONNECTIONS, seconds: SECONDS, strict: true };
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/** A gateway that caches no member responses (decision 035): every read goes to the database. */
const NO_RESPONSE_CACHE = { RESPONSE_CACHE_MS: '0' } as const;

async function withGateway<T>(
  work: (base: string, gateway: ChildProcess) => Promise<T>,
  database = databaseUrl,
  env: Readonly<Record<string, string>> = {},
): Promise<T> {
  const gateway = track(startGateway(PORTS.gateway, '127.0.0.1', database, env));
  const base = `http://127.0.0.1:${PORTS.gateway}`;
  try {
    await waitFor(`${base}/readyz`);
    return await work(base, gateway);
  } finally {
    await stop(gateway);
  }
}

async function measureCalls(
  base: string,
  member: SignedIn,
): Promise<Map<string, LoadFigure & { call: MemberCall }>> {
  const figures = new Map<string, LoadFigure & { call: MemberCall }>();
  for (const call of memberCalls(member)) {
    log(`${call.name}`);
    const figure = await load(`${base}${call.path}`, {
      ...steady,
      ...(call.method ? { method: call.method } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
    });
    figures.set(call.name, { ...figure, call });
  }
  return figures;
}

/** Issue 41 §1: every read and each page's data over many members, each with their own session. */
async function manyMembersFigures(base: string, members: readonly SignedIn[]) {
  const reads = await measureManyMembers(base, members, steady, log);
  const pages: PageDataFigure[] = [];
  for (const page of PAGE_DATA) {
    log(`page data ${page.page} over ${members.length} members`);
    pages.push(await measurePageData(base, members, page, steady));
  }
  return { reads, pages };
}

async function baselines(memberKey: string) {
  log('baseline: hello-world');
  const hello = track(
    await startBaseline(path.join(ROOT, 'bench/src/baselines/hello.ts'), { PORT: PORTS.hello }),
  );
  const helloFigure = await load(`http://127.0.0.1:${PORTS.hello}/`, steady);
  await stop(hello);
  const select: Record<string, LoadFigure> = {};
  for (const driver of ['postgres', 'pg'] as const) {
    log(`baseline: one indexed SELECT (${driver})`);
    // postgres.js as the gateway loads it: from node_modules, patched (its queue, decision 030).
    const child = track(
      await startBaseline(path.join(ROOT, 'bench/src/baselines/select.ts'), {
        PORT: PORTS[driver],
        DRIVER: driver,
        DATABASE_URL: databaseUrl,
        MEMBER_KEY: memberKey,
      }),
    );
    select[driver] = await load(`http://127.0.0.1:${PORTS[driver]}/`, steady);
    await stop(child);
  }
  log("baseline: the sign-ins' floor, a route that only verifies an argon2id hash");
  const floor = track(
    await startBaseline(path.join(ROOT, 'bench/src/baselines/argon2-floor.ts'), {
      PORT: PORTS.hello,
      PASSWORD: PERSONA_PASSWORD,
    }),
  );
  const signInFloor = await load(`http://127.0.0.1:${PORTS.hello}/`, {
    ...steady,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PERSONA_PASSWORD }),
  });
  await stop(floor);
  return {
    hello: helloFigure,
    oneSelect: select.postgres as LoadFigure,
    oneSelectPg: select.pg as LoadFigure,
    signInFloor,
  };
}

/** The soak of issue 15: mixed member traffic, memory before and after, 5xx counted. */
async function soak(oneSelectP99: number): Promise<SoakFigure> {
  return withGateway(async (base, gateway) => {
    const member = await signIn(base);
    const calls = memberCalls(member);
    const pick = (name: string) => calls.find((c) => c.name.startsWith(name)) as MemberCall;
    // One sign-in (argon2id, ~100× a read) to every eight reads, as members sign in once and click on.
    const mix = [
      signInCall,
      pick('GET /api/home'),
      pick('GET /api/shell'),
      pick('GET /api/benefits/dental'),
      pick('GET /api/claims'),
      pick('POST /api/pcp/search'),
      pick('GET /api/home'),
      pick('GET /api/claims'),
      pick('GET /api/benefits/dental'),
    ];
    const requests = mix.map(({ name: _name, kind: _kind, ...request }) => request);
    log('soak: warm-up 15 s');
    await load(base, { connections: CONNECTIONS, seconds: 15, requests });
    const before = await rssMb(gateway.pid);
    let peak = before;
    const sampler = setInterval(() => {
      void rssMb(gateway.pid).then((mb) => {
        if (mb > peak) peak = mb;
      });
    }, 1000);
    log(`soak: ${SOAK_SECONDS} s, RSS before ${before.toFixed(0)} MB`);
    const figure = await load(base, { connections: CONNECTIONS, seconds: SOAK_SECONDS, requests });
    clearInterval(sampler);
    // A moment for the last batches (audit, last uses) to be written, then the resident size.
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssMb(gateway.pid);
    log(`soak: RSS after ${after.toFixed(0)} MB, ${figure.fiveXx} 5xx`);
    return {
      ...figure,
      seconds: SOAK_SECONDS,
      connections: CONNECTIONS,
      mix: mix.map((c) => c.name),
      rssBeforeMb: before,
      rssAfterMb: after,
      rssPeakMb: Math.max(peak, after),
      growth: (after - before) / before,
      oneSelectP99,
    };
  });
}

/** Connections of the sign-ins beside the reads' (issue 41 §3): a burst of sign-ins, the rest reading. */
const SIGN_IN_CONNECTIONS = 5;

/**
 * Issue 41 §3: the reads of the soak's mix alone, then the same reads while sign-ins run beside them
 * (two loads at once, so each one's p99 is its own), on a gateway as it ships.
 */
async function readsBesideSignIns(): Promise<SignInsBesideReads> {
  return withGateway(async (base) => {
    const member = await signIn(base);
    const calls = memberCalls(member);
    const reads = calls
      .filter((c) => c.kind !== 'list' || c.name.startsWith('GET /api/claims'))
      .map(({ name: _name, kind: _kind, ...request }) => request);
    const readConnections = CONNECTIONS - SIGN_IN_CONNECTIONS;
    // A fresh gateway's first seconds are its compiler's: warmed first, so "alone" is not the slower.
    log('warming the reads up');
    await load(base, { connections: readConnections, seconds: SECONDS, requests: reads });
    log(`reads alone, ${readConnections} connections`);
    const readsOnly = await load(base, { connections: readConnections, seconds: SECONDS, requests: reads });
    log(`the same reads beside sign-ins on ${SIGN_IN_CONNECTIONS} connections`);
    const { name: _name, kind: _kind, ...signInRequest } = signInCall;
    const [readsMixed, signIns] = await Promise.all([
      load(base, { connections: readConnections, seconds: SECONDS, requests: reads }),
      load(base, { connections: SIGN_IN_CONNECTIONS, seconds: SECONDS, requests: [signInRequest] }),
    ]);
    return {
      readConnections,
      signInConnections: SIGN_IN_CONNECTIONS,
      readsOnly,
      readsMixed,
      signIns,
      ...judgeMixedReads(readsMixed.p99, readsOnly.p99),
    };
  });
}

function goalOf(kind: GatewayRow['kind'], figure: LoadFigure, ofDb: number): [string, boolean] {
  switch (kind) {
    case 'single-entity read':
      return ['≥ 0.8× DB, p99 ≤ 25 ms', ofDb >= 0.8 && figure.p99 <= 25];
    case 'home':
      return ['≥ 0.5× DB, p99 ≤ 25 ms', ofDb >= 0.5 && figure.p99 <= 25];
    case 'list':
      return ['p99 ≤ 25 ms', figure.p99 <= 25];
    case 'sign-in':
      return ['≥ 50/s per core, p99 ≤ 250 ms', figure.rps / machine('').cpus >= 50 && figure.p99 <= 250];
  }
}

async function pageSection(): Promise<PageSection | null> {
  if (args['no-pages']) return null;
  const built = await access(path.join(WEB_BUILD, 'server/index.js')).then(
    () => true,
    () => false,
  );
  if (!built)
    return { pages: [], budgets: [], notes: ['No built web app: run `npm run build` for page figures.'] };
  // Built before any gateway starts, so the build has the machine to itself.
  const beside = args.beside ? await prepareBesideBuild(args.beside, log) : null;
  const besideDatabase = `${DATABASE}_beside`;
  if (beside)
    await admin(async (client) => {
      await client.query(`drop database if exists ${besideDatabase} with (force)`);
      await client.query(`create database ${besideDatabase}`);
    });
  const gateways = [track(startGateway(PORTS.pages, 'localhost', databaseUrl, NEW_ENV))];
  if (beside) gateways.push(track(startBesideGateway(beside, PORTS.beside, urlOf(besideDatabase), NEW_ENV)));
  const bases = [PORTS.pages, ...(beside ? [PORTS.beside] : [])].map((port) => `http://localhost:${port}`);
  try {
    for (const base of bases) await waitFor(`${base}/readyz`);
    const [speed = [], besideSpeed = []] = await measurePageRounds(bases, {
      chromePort: PORTS.chrome,
      runs: PAGE_RUN_COUNT,
      recheckRuns: RECHECK_RUNS,
      log,
    });
    // The same reading of the build as the budget check of `npm test` (bundle-budgets.ts).
    const budgets = await readBuiltApp(WEB_BUILD)
      .then(checkBudgets)
      .catch(() => null);
    const besidePages = beside
      ? {
          newBuild: await describeNewBuild(NEW_ENV),
          oldBuild: describeBesideBuild(beside),
          pages: besideSpeed,
        }
      : null;
    return toPageSection(speed, budgets, [], besidePages);
  } finally {
    for (const gateway of gateways) await stop(gateway);
  }
}

/** A fresh bench database; answers the server's version for the report. */
async function createBenchDatabase(): Promise<string> {
  return admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
    return (
      (await client.query<{ version: string }>('select version()')).rows[0]?.version.split(' on ')[0] ?? ''
    );
  });
}

/** The member reads and sign-ins on the gateway as it ships, then many members each in their own session. */
function measureMemberReads() {
  return withGateway(async (base) => {
    const member = await signIn(base);
    printSignInTiming(await measureSignInTiming(base));
    const reads = await measureCalls(base, member);
    log(signInCall.name);
    const token = await load(`${base}${signInCall.path}`, {
      ...steady,
      method: 'POST',
      body: signInCall.body as string,
      headers: signInCall.headers as Record<string, string>,
    });
    log(`signing in ${MANY} synthetic members, each to their own session`);
    const members = MANY > 0 ? await signInMembers(base, MANY, PERSONA_PASSWORD) : [];
    const many = members.length > 0 ? await manyMembersFigures(base, members) : null;
    return { member, reads, token, members, many };
  });
}

type MemberReads = Awaited<ReturnType<typeof measureMemberReads>>;

/** The same reads on a gateway that caches no responses: what each first read costs. */
function measureFirstReads(members: MemberReads['members']) {
  log('the same reads on a gateway that caches no responses');
  return withGateway(
    async (base) => ({
      firstReads: await measureCalls(base, await signIn(base)),
      // The same sessions: they are the database's, and this gateway shares its data directory.
      manyOff: members.length > 0 ? await manyMembersFigures(base, members) : null,
    }),
    databaseUrl,
    NO_RESPONSE_CACHE,
  );
}

/** Each call beside the HTTP and database ceilings, its goal, and its figure with the cache off. */
function gatewayRows(
  { reads, token }: MemberReads,
  firstReads: MemberReads['reads'],
  base: Awaited<ReturnType<typeof baselines>>,
): GatewayRow[] {
  return [...reads.values(), { ...token, call: signInCall }].map((figure) => {
    const ofHttp = figure.rps / base.hello.rps;
    const ofDb = figure.rps / base.oneSelect.rps;
    const [goal, meetsGoal] = goalOf(figure.call.kind, figure, ofDb);
    const { call, ...load } = figure;
    const off = firstReads.get(call.name);
    return {
      name: call.name,
      kind: call.kind,
      ...load,
      ofHttpCeiling: ofHttp,
      ofDatabaseCeiling: ofDb,
      goal,
      meetsGoal,
      ...(off
        ? { cacheOff: { rps: off.rps, p99: off.p99, ofDatabaseCeiling: off.rps / base.oneSelect.rps } }
        : {}),
    };
  });
}

/** The reads at SMALL and at LARGE members, measured in turn without the response cache. */
async function measureScale(): Promise<NonNullable<BenchReport['scale']>> {
  // The database as the reads above met it, copied before it grows: the two sizes are then
  // measured in turn, so both meet the same minutes of the machine (gateway/scale-rounds.ts).
  await admin(async (client) => {
    await client.query(`drop database if exists ${SMALL_DATABASE} with (force)`);
    await client.query(`create database ${SMALL_DATABASE} template ${DATABASE}`);
  });
  log(`seeding ${LARGE} synthetic members`);
  const seedSeconds = await seedMembers(databaseUrl, LARGE);
  log(`seeded in ${seedSeconds.toFixed(0)} s`);
  const rounds = await alternateRounds(SCALE_ROUNDS, (size, round) => {
    log(`scale: ${size === 'small' ? SMALL : LARGE} members, round ${round} of ${SCALE_ROUNDS}`);
    // Without the response cache: the step measures what each query costs at each size.
    return withGateway(
      async (url) => measureCalls(url, await signIn(url)),
      size === 'small' ? urlOf(SMALL_DATABASE) : databaseUrl,
      NO_RESPONSE_CACHE,
    );
  });
  await admin((client) => client.query(`drop database if exists ${SMALL_DATABASE} with (force)`));
  return {
    smallMembers: SMALL,
    largeMembers: LARGE,
    seedSeconds,
    rounds: SCALE_ROUNDS,
    rows: scaleRows(rounds),
  };
}

async function main() {
  const startedAt = new Date().toISOString();
  // Read before the first save below replaces the report they are in.
  const keptPages = args['no-pages'] ? await readKeptPages(RESULTS) : null;
  const postgresVersion = await createBenchDatabase();
  const notes: string[] = keptPages
    ? ['Pages: not measured in this run (--no-pages); kept from the report it replaced.']
    : [];
  log(`seeding ${SMALL} synthetic members`);
  if (SMALL > 0) await seedMembers(databaseUrl, SMALL);

  const memberReads = await measureMemberReads();
  const { token, members, many } = memberReads;
  const { firstReads, manyOff } = await measureFirstReads(members);
  const base = await baselines(memberReads.member.memberKey);
  const rows = gatewayRows(memberReads, firstReads, base);
  printRows(rows, base);
  const manyMembers = manyMembersSection(rows, many, manyOff, members.length, base.oneSelect.rps);
  if (manyMembers) printManyMembers(manyMembers);
  const signIns: SignInsSection = {
    token,
    floor: base.signInFloor,
    ...judgeSignIns(token, base.signInFloor),
    besideReads: await readsBesideSignIns(),
  };
  printSignIns(signIns);

  log('EXPLAIN ANALYZE of the member queries');
  let explain: ExplainedQuery[] = await explainMemberQueries(databaseUrl);
  let soakFigure: SoakFigure | null = null;
  let scale: BenchReport['scale'] = null;
  let pages: PageSection | null = keptPages;
  // Written after each step, so a run cut short still leaves every figure it reached.
  const reportSoFar = (): BenchReport => ({
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machine(postgresVersion),
    settings: { connections: CONNECTIONS, seconds: SECONDS, members: LARGE },
    baselines: base,
    gateway: rows,
    manyMembers,
    signIns,
    soak: soakFigure,
    scale,
    explain,
    pages,
    notes,
  });
  const save = (step: string) =>
    writeReport(RESULTS, { ...reportSoFar(), notes: [...notes, `Last step written: ${step}.`] });
  await save('gateway reads and baselines');

  soakFigure = SOAK_SECONDS > 0 ? await soak(base.oneSelect.p99) : null;
  await save('soak');

  if (LARGE > SMALL) {
    scale = await measureScale();
    await save('reads at scale');
    log('EXPLAIN ANALYZE at scale');
    explain = await explainMemberQueries(databaseUrl);
    notes.push(`EXPLAIN plans are those at ${LARGE.toLocaleString('en-US')} members.`);
  }

  pages = keptPages ?? (await pageSection());
  const report = reportSoFar();
  await writeReport(RESULTS, report);
  console.log(`\n${toMarkdown({ ...report, explain: [] })}`);
  console.log(`Written: ${path.relative(ROOT, RESULTS)}/latest.json and latest.md`);
  if (!args['no-fhir']) await fhirEobSearch();
}

/** Issue 18's figure, from its own module on its own database and ports, in the same run. */
function fhirEobSearch(): Promise<void> {
  log('the Patient Access API: ExplanationOfBenefit search beside the one-SELECT baseline');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'fhir-eob-search.ts')],
    {
      env: { ...process.env, BENCH_SECONDS: String(SECONDS) },
      stdio: 'inherit',
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`fhir-eob-search.ts ended with ${String(code)}`)),
    );
  });
}

type ManyFigures = Awaited<ReturnType<typeof manyMembersFigures>>;

/** The many-members rows: the goal judged with nothing kept, the shipping gateway and the repeat case beside it. */
function manyMembersSection(
  rows: readonly GatewayRow[],
  shipping: ManyFigures | null,
  cacheOff: ManyFigures | null,
  members: number,
  oneSelectRps: number,
): ManyMembersSection | null {
  if (!shipping || !cacheOff) return null;
  const ratio = <T extends LoadFigure>(figure: T) => ({
    ...figure,
    ofDatabaseCeiling: figure.rps / oneSelectRps,
  });
  return {
    members,
    rows: [...cacheOff.reads].flatMap(([name, off]) => {
      const shipped = shipping.reads.get(name);
      if (!shipped) return [];
      const repeat = rows.find((row) => row.name === name);
      const { kind, ...figure } = off;
      const { kind: _kind, ...shippedFigure } = shipped;
      return [
        {
          name,
          kind,
          ...judgeFirstRead(kind, figure, oneSelectRps),
          shipping: ratio(shippedFigure),
          cacheOff: ratio(figure),
          repeat: repeat
            ? { rps: repeat.rps, p99: repeat.p99, ofDatabaseCeiling: repeat.ofDatabaseCeiling }
            : null,
        },
      ];
    }),
    pages: shipping.pages,
    pagesCacheOff: cacheOff.pages,
  };
}

function printRows(rows: readonly GatewayRow[], base: { hello: LoadFigure; oneSelect: LoadFigure }) {
  console.log('\ncall                                   req/s   p50   p99   ×HTTP   ×DB');
  const line = (name: string, f: LoadFigure) =>
    console.log(
      `${name.padEnd(36)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p50).padStart(5)} ${String(f.p99).padStart(5)} ${(f.rps / base.hello.rps).toFixed(2).padStart(7)} ${(f.rps / base.oneSelect.rps).toFixed(2).padStart(5)}`,
    );
  line('baseline: hello-world', base.hello);
  line('baseline: 1 indexed SELECT', base.oneSelect);
  for (const row of rows) {
    line(row.name, row);
    if (row.cacheOff)
      console.log(
        `${'  cache off'.padEnd(36)} ${row.cacheOff.rps.toFixed(0).padStart(7)}       ${String(row.cacheOff.p99).padStart(5)}         ${row.cacheOff.ofDatabaseCeiling.toFixed(2).padStart(5)}`,
      );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
