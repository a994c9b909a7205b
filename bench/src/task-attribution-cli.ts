import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { Page } from 'puppeteer-core';
import { launchPhone, traceOf } from './main-thread';
import { signIn } from './page-speed';
import { attributeTasks, type TaskAttribution, type TraceEntry } from './task-attribution';
import { blockingOf } from './trace-blocking';

const USAGE = `npx tsx bench/src/task-attribution-cli.ts <baseUrl> [/page,…] [--as persona] [--runs N] [--summary]
Each page's tasks that block at Lighthouse's 4× slowdown, with where their CPU time goes (task-attribution.ts).
The page is loaded signed in (alex by default) with the HTTP cache emptied, as the page bench does.`;

const base = process.argv[2]?.replace(/\/+$/, '');
if (!base || !/^https?:\/\//.test(base)) {
  console.error(USAGE);
  process.exit(2);
}
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const pages = (
  process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : '/account/settings'
).split(',');
const persona = flag('--as') ?? 'alex';
const runs = Number(flag('--runs') ?? 1);
const summary = process.argv.includes('--summary');

async function traceLoad(page: Page, url: string): Promise<TaskAttribution[]> {
  const events = await traceOf<TraceEntry>(page, url, [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'loading',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
  ]);
  return attributeTasks(events);
}

const list = (rows: ReadonlyArray<readonly [string, number]>) =>
  rows.map(([k, ms]) => `${ms} ${k}`).join(' | ');

function print(pathname: string, tasks: readonly TaskAttribution[]) {
  const cpu = tasks.map((t) => t.cpuMs);
  const blocking = Math.round(cpu.reduce((sum, ms) => sum + blockingOf(ms, 4), 0));
  console.log(
    `${summary ? '' : '\n## '}${pathname}: blocking at 4x from CPU ${blocking} ms; tasks over 12.5 ms CPU: ${cpu.join(', ')} ms`,
  );
  if (summary) return;
  for (const task of tasks) {
    console.log(`\n- task at +${task.atMs} ms: ${task.cpuMs} ms CPU, ${task.wallMs} ms wall`);
    console.log(`  scripts: ${list(task.byScript)}`);
    console.log(`  self:    ${list(task.byFunctionSelf)}`);
    console.log(`  total:   ${list(task.byFunctionTotal)}`);
  }
}

const browser = await launchPhone();
try {
  const page = await browser.newPage();
  await signIn(page, base, persona, PERSONA_PASSWORD);
  for (let run = 0; run < runs; run += 1) {
    for (const pathname of pages) print(pathname, await traceLoad(page, `${base}${pathname}`));
  }
} finally {
  await browser.close();
}
