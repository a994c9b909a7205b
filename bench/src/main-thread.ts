import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROME_FLAGS, signIn } from './page-speed';
import { blockingOf, type TraceEvent } from './trace-blocking';

/**
 * The pages traced after /home: issue 16's two (the dental benefits and the claims), then the first
 * page of every other area, each reachable by alex (the page bench measures every page, page-plan.ts).
 */
const MEMBER_PAGES = [
  '/benefits/dental',
  '/claims',
  '/benefits/summary',
  '/benefits/programs',
  '/find-care/primary-care',
  '/eobs',
  '/id-card',
  '/account/summary',
  '/contact-us',
] as const;

/** Lighthouse's mobile preset slows the CPU 4×: a task longer than 50 ms / 4 blocks there. */
const CPU_SLOWDOWN = 4;

export interface MainThreadLoad {
  readonly page: string;
  /** The page load's longest main-thread tasks, in CPU milliseconds of this machine, longest first. */
  readonly longestCpuMs: readonly number[];
  /** Their blocking time at Lighthouse's 4× slowdown: the part of each task over 50 ms, summed. */
  readonly blockingMsAt4x: number;
  /** Every task's CPU time, summed (this machine, not slowed). */
  readonly totalCpuMs: number;
}

/**
 * The top-level tasks of the renderer's main thread that ran the page, from its first contentful
 * paint on: Lighthouse's TBT counts the tasks between FCP and the page becoming interactive.
 */
function mainThreadTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        (fcp === undefined || (e.pid === fcp.pid && e.ts >= fcp.ts)),
    );
  const busiest = threads
    .map((thread) => tasksOf(thread))
    .sort((a, b) => b.reduce((n, e) => n + (e.tdur ?? 0), 0) - a.reduce((n, e) => n + (e.tdur ?? 0), 0));
  return busiest[0] ?? [];
}

/**
 * The trace of one load of the page with the HTTP cache emptied, in the named categories (shared with
 * task-attribution-cli.ts). KEEP_TRACE keeps the file and says where.
 */
export async function traceOf<E>(page: Page, url: string, categories: readonly string[]): Promise<E[]> {
  const file = path.join(tmpdir(), `page-trace-${process.pid}.json`);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.tracing.start({ path: file, categories: [...categories] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.tracing.stop();
  const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: E[] };
  if (process.env.KEEP_TRACE) console.log(`trace kept: ${file}`);
  else await rm(file, { force: true });
  return trace.traceEvents;
}

/** Headless Chromium as Lighthouse's phone: 412 × 823 CSS pixels. */
export function launchPhone(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
    headless: true,
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  });
}

async function traceLoad(page: Page, url: string): Promise<MainThreadLoad> {
  const events = await traceOf<TraceEvent>(page, url, [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'loading',
  ]);
  const cpuMs = mainThreadTasks(events)
    .map((task) => (task.tdur ?? 0) / 1000)
    .sort((a, b) => b - a);
  return {
    page: new URL(url).pathname,
    longestCpuMs: cpuMs.slice(0, 5).map((ms) => Math.round(ms * 10) / 10),
    blockingMsAt4x: Math.round(cpuMs.reduce((sum, ms) => sum + blockingOf(ms, CPU_SLOWDOWN), 0)),
    totalCpuMs: Math.round(cpuMs.reduce((sum, ms) => sum + ms, 0)),
  };
}

/**
 * The main-thread work of each page of issue 16 counted in the thread's CPU time rather than in wall
 * time: on a shared machine another process stretches a 10 ms task to 40 ms, which Lighthouse then
 * multiplies by 4 as if the page had done it, so its TBT swings with the load. CPU time does not:
 * it says whether a page's own tasks would block at Lighthouse's 4× slowdown on an idle machine.
 * Same order as Lighthouse: /login cold, then signed in (HTTP cache emptied before each page).
 */
export async function measureMainThread(base: string, username = 'alex'): Promise<MainThreadLoad[]> {
  const browser = await launchPhone();
  try {
    const page = await browser.newPage();
    const results = [await traceLoad(page, `${base}/login`)];
    await signIn(page, base, username, PERSONA_PASSWORD);
    for (const path of ['/home', ...MEMBER_PAGES]) results.push(await traceLoad(page, `${base}${path}`));
    return results;
  } finally {
    await browser.close();
  }
}
