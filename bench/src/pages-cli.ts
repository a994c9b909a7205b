import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BesideBuild,
  describeBesideBuild,
  describeNewBuild,
  parseNewEnv,
  prepareBesideBuild,
  startBesideGateway,
} from './beside-build';
import { checkBudgets, readBuiltApp } from './bundle-budgets';
import { benchDatabaseUrl, resetDatabase } from './gateway/bench-database';
import { startGateway, stop, waitFor } from './gateway/servers';
import { PAGE_PRESETS, type PagePreset } from './page-goals';
import { pageName, pageVisits } from './page-plan';
import { measurePageRounds } from './page-rounds';
import { PAGE_RUNS, printPageSpeed } from './page-speed';
import { pagesMarkdown, pagesReport, toPageSection } from './pages-report';
import { type BenchReport, writeReport } from './report';

const USAGE = `npx tsx bench/src/pages-cli.ts [<baseUrl>] [--merge | <json file>] [--beside <git ref | path>] [--new-env KEY=VALUE]… [--page-runs N] [--recheck-runs N] [--only /page,…] [--presets mobile,mobile-applied,desktop]
The Pages figures of issue 16 alone: every page of the route table (page-plan.ts), against a running
gateway that serves the built web app (PAGES_BUILD: another build's folder), or, without <baseUrl>, this
checkout's gateway started on its own port and database with --new-env's settings. --beside measures the
same pages on a second build in the same run (beside-build.ts), in turn with this one. --merge puts the
figures in bench/results/latest.json and latest.md in place of the last run's, with a note, as
scale-cli.ts does for the scale step. --page-runs (or PAGE_RUNS, default ${PAGE_RUNS}): runs each figure is the
median of; --recheck-runs: runs again of each page that missed a goal. CHROME_PORT picks Chrome's
debugging port; --presets (default mobile, the goals' preset; PAGES_DESKTOP=1 adds desktop) the Lighthouse
presets (page-goals.ts); BENCH_PORT+4 and +6 are the gateways' ports; PAGE_TRACE_DIR keeps each step's
Lighthouse trace there, one file a page (DevTools' Performance panel opens each).`;

const { values: args, positionals } = parseArgs({
  options: {
    merge: { type: 'boolean' },
    beside: { type: 'string' },
    'new-env': { type: 'string', multiple: true },
    'page-runs': { type: 'string' },
    'recheck-runs': { type: 'string' },
    only: { type: 'string' },
    presets: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
  strict: true,
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = (text: string | undefined, fallback: number, least: number, name: string) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(n) || n < least) {
    console.error(`${name} must be a whole number of at least ${least}, not ${text}\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const RESULTS = path.resolve(import.meta.dirname, '../results');
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4280);
const DATABASE = process.env.BENCH_DATABASE ?? 'dash_bench';
const runs = count(args['page-runs'] ?? process.env.PAGE_RUNS, PAGE_RUNS, 1, '--page-runs');
const recheckRuns = count(args['recheck-runs'], 0, 0, '--recheck-runs');
const newEnv = parseNewEnv(args['new-env']);
const only = args.only?.split(',').map((page) => page.trim());
const visits = pageVisits().filter((visit) => !only || only.includes(pageName(visit)));
const isPreset = (name: string): name is PagePreset => (PAGE_PRESETS as readonly string[]).includes(name);
const presetNames = args.presets?.split(',').map((name) => name.trim()) ?? [
  'mobile',
  ...(process.env.PAGES_DESKTOP === '1' ? ['desktop'] : []),
];
const presets = presetNames.filter(isPreset);
if (presets.length !== presetNames.length || presets.length === 0) {
  console.error(`--presets takes some of ${PAGE_PRESETS.join(', ')}, not ${args.presets}\n${USAGE}`);
  process.exit(2);
}
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const children: ChildProcess[] = [];
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A gateway for the pages on its own port and freshly made database (seeded with the personas as it starts). */
async function serve(database: string, port: number, start: (url: string) => ChildProcess): Promise<string> {
  await resetDatabase(database);
  children.push(start(benchDatabaseUrl(database)));
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/readyz`);
  return base;
}

const isUrl = (text: string) => /^https?:\/\//.test(text);
const givenBase = positionals.find(isUrl)?.replace(/\/+$/, '');
const out = positionals.find((text) => !isUrl(text));
let base = givenBase;
if (!base) {
  const port = FIRST_PORT + 4;
  base = await serve(`${DATABASE}_pages`, port, (url) =>
    startGateway(String(port), 'localhost', url, newEnv),
  );
}
let beside: BesideBuild | null = null;
let besideBase: string | null = null;
if (args.beside) {
  beside = await prepareBesideBuild(args.beside, log);
  const port = FIRST_PORT + 6;
  const build = beside;
  besideBase = await serve(`${DATABASE}_beside`, port, (url) =>
    startBesideGateway(build, String(port), url, newEnv),
  );
}
const options = {
  ...(process.env.CHROME_PORT ? { chromePort: Number(process.env.CHROME_PORT) } : {}),
  presets,
  visits,
  log,
};
const [speed = [], besideSpeed = []] = await measurePageRounds(besideBase ? [base, besideBase] : [base], {
  ...options,
  runs,
  recheckRuns,
});
for (const child of children) await stop(child);
const report = await pagesReport(speed, process.env.PAGES_BUILD);
printPageSpeed(report.pageSpeed);
if (beside) printPageSpeed(besideSpeed);
console.log(`\n${pagesMarkdown(report)}`);
const besidePages = beside
  ? {
      newBuild: givenBase ? `the gateway at ${base}` : await describeNewBuild(newEnv),
      oldBuild: describeBesideBuild(beside),
      pages: besideSpeed,
    }
  : null;
if (args.merge) {
  const latest = JSON.parse(await readFile(path.join(RESULTS, 'latest.json'), 'utf8')) as BenchReport;
  const build = process.env.PAGES_BUILD ?? path.resolve(import.meta.dirname, '../../apps/web/build');
  const note = `Page figures by bench/src/pages-cli.ts --merge at ${new Date().toISOString()} against ${base}${besideBase ? ` beside ${beside?.ref} at ${besideBase}` : ''}.`;
  const budgets = await readBuiltApp(build)
    .then(checkBudgets)
    .catch(() => null);
  await writeReport(RESULTS, {
    ...latest,
    pages: toPageSection(report.pageSpeed, budgets, [note], besidePages),
  });
} else if (out) await writeFile(out, `${JSON.stringify({ ...report, beside: besidePages }, null, 2)}\n`);
