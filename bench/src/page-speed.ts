import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import * as chromeLauncher from 'chrome-launcher';
import { type Config, desktopConfig, startFlow } from 'lighthouse';
// The same puppeteer-core as Lighthouse's own (pinned alike): Lighthouse's user flows drive a puppeteer page.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { lighthouseFigures, unmeasured } from './lighthouse-figures';
import { missedGoals, PAGE_GOALS } from './page-goals';
import { medianOfRuns } from './page-median';
import { ALEX, type PageVisit, type Persona, pageName, pageVisits } from './page-plan';
import type { PageSpeed } from './page-speed-figure';
import { traceBlocking } from './trace-blocking';

export { missedGoals, PAGE_GOALS } from './page-goals';
export type { PageSpeed } from './page-speed-figure';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageSpeedOptions {
  /** Chrome's remote-debugging port; unset, chrome-launcher picks a free one. */
  readonly chromePort?: number;
  readonly password?: string;
  /** Lighthouse presets to run; the issue's goals are on `mobile` (the default), `desktop` is extra. */
  readonly presets?: ReadonlyArray<PageSpeed['preset']>;
  /** The pages measured, in order; default every page of the route table (page-plan.ts). */
  readonly visits?: readonly PageVisit[];
  /** Lighthouse runs of every page; each figure is their median (page-median.ts). Default 1. */
  readonly runs?: number;
}

/**
 * Flows `npm run bench` and pages-cli.ts run, each figure the median (Lighthouse CI runs 3 by default):
 * one run's TBT on this machine swings by ten times between runs of one build (docs/performance.md).
 */
export const PAGE_RUNS = 3;

const PRESETS: ReadonlyArray<readonly [PageSpeed['preset'], Config | undefined]> = [
  // Lighthouse's default: a mid-range phone on a slow 4G link (simulated), CPU slowed 4×.
  ['mobile', undefined],
  // The same phone and link applied while the page loads (page-goals.ts, PagePreset).
  ['mobile-applied', { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } }],
  ['desktop', desktopConfig],
];

/** Signs in through the real login form, as a member would; the session lands in local storage and cookies. */
export async function signIn(page: Page, base: string, username: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${base}/login`);
  // The server-rendered form takes typing once React owns it (its fields are read-only until then).
  await page.locator('input[autocomplete="username"]:not([readonly])').fill(username);
  await page.locator('input[autocomplete="current-password"]:not([readonly])').fill(password);
  await page.locator('button[type="submit"]').click();
  await page
    .waitForFunction("location.pathname === '/home'", { timeout: 30_000 })
    .catch(() => Promise.reject(new Error(`sign-in as ${username} did not reach /home (at ${page.url()})`)));
  // Home's own calls end before the tab is closed, as a member's would.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

/** `base` on another host (the host picks the brand), same port. */
function onHost(base: string, host: string): string {
  const url = new URL(base);
  url.hostname = host;
  return url.origin;
}

/** Who signs in for which pages, in order of first appearance. */
function byPersona(visits: readonly PageVisit[]): Array<[Persona, PageVisit[]]> {
  const groups = new Map<Persona, PageVisit[]>();
  for (const visit of visits) if (visit.as) groups.set(visit.as, [...(groups.get(visit.as) ?? []), visit]);
  return [...groups];
}

async function emptyHttpCache(page: Page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Signs the last persona out the hard way: its cookies and storage gone, as in a new browser. */
async function forgetSession(page: Page, origin: string) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
}

/** Each step's Lighthouse trace as a file of its own (PAGE_TRACE_DIR), to read a page's tasks after a run. */
async function keepTraces(
  dir: string,
  preset: string,
  steps: readonly PageVisit[],
  traces: readonly unknown[],
) {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [index, visit] of steps.entries()) {
    const name = `${stamp}-${preset}-${String(index).padStart(2, '0')}-${pageName(visit).replace(/[^\w-]+/g, '_')}.json`;
    await writeFile(path.join(dir, name), JSON.stringify({ traceEvents: traces[index] ?? [] }));
  }
}

/**
 * One Lighthouse user flow on one host: /login cold, the signed-out pages, then for each persona a
 * sign-in and its pages, each as a first visit (HTTP cache emptied). A page that fails is kept with
 * its problem, so one page cannot end the run.
 */
async function measureFlow(
  browser: Browser,
  base: string,
  preset: PageSpeed['preset'],
  config: Config | undefined,
  password: string,
  visits: readonly PageVisit[],
): Promise<PageSpeed[]> {
  const page = await browser.newPage();
  const flow = await startFlow(page, {
    ...(config ? { config } : {}),
    flags: { onlyCategories: ['performance'], logLevel: 'error' },
  });
  const steps: PageVisit[] = [];
  const failed: PageSpeed[] = [];
  const loginVisit = visits.find((v) => v.as === null && v.url === '/login');
  // The first navigation of a flow resets storage and cache: a cold visit.
  await flow.navigate(`${base}/login`, { name: 'login' });
  steps.push(loginVisit ?? { route: '/login', url: '/login', as: null });
  const open = async (visit: PageVisit) => {
    await emptyHttpCache(page);
    await flow.navigate(`${base}${visit.url}`, { name: pageName(visit) });
    steps.push(visit);
  };
  for (const visit of visits) if (visit.as === null && visit !== loginVisit) await open(visit);
  for (const [persona, own] of byPersona(visits)) {
    if (steps.some((step) => step.as)) await forgetSession(page, base);
    // The sign-in runs in a tab of its own, closed after: the pages it loads outside Lighthouse run
    // optimised code that the next step's coverage would throw away in that step's own trace (a 50–100
    // ms task of V8.DeoptimizeCode before the page commits, counted into its TBT; docs/performance.md,
    // "The page after a sign-in"). Cookies and local storage are the browser's, shared by both tabs.
    const signInTab = await browser.newPage();
    try {
      await signIn(signInTab, base, persona.username, password);
    } catch (error) {
      for (const visit of own) failed.push(unmeasured(pageName(visit), preset, String(error)));
      continue;
    } finally {
      await signInTab.close();
    }
    for (const visit of own) await open(visit);
  }
  const flowResult = await flow.createFlowResult();
  const traces = flow
    .createArtifactsJson()
    .gatherSteps.map((step) => step.artifacts.Trace?.traceEvents ?? []);
  if (flowResult.steps.length !== steps.length) throw new Error('Lighthouse returned no result');
  if (process.env.PAGE_TRACE_DIR) await keepTraces(process.env.PAGE_TRACE_DIR, preset, steps, traces);
  const results = flowResult.steps.map(({ lhr }, index) => {
    const visit = steps[index] as PageVisit;
    const name = pageName(visit);
    const landed = new URL(lhr.finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== visit.url)
      return unmeasured(name, preset, `ended on ${landed.pathname}`);
    const blocking = traceBlocking(traces[index] ?? [], lhr.configSettings.throttling.cpuSlowdownMultiplier);
    return lighthouseFigures(name, preset, lhr, blocking);
  });
  await page.close();
  // /login's cold step is always taken (it resets the flow); kept only when /login is asked for.
  return [...(loginVisit ? results : results.slice(1)), ...failed];
}

/**
 * Lighthouse (performance only; mobile preset, desktop on request) on every page of the route table
 * (page-plan.ts): `/login` cold, the signed-out pages, then each persona's pages signed in, storage
 * kept and HTTP cache emptied, so each page's own code and data load as on a first visit after sign-in.
 * `base` is a running gateway serving the built web app, e.g. http://localhost:4284; a persona on
 * another brand is measured on its host, same port. With `runs` above one, every figure is the median
 * of that many flows (page-median.ts).
 */
export async function measurePageSpeed(base: string, options: PageSpeedOptions = {}): Promise<PageSpeed[]> {
  const password = options.password ?? PERSONA_PASSWORD;
  const visits = options.visits ?? pageVisits();
  const hosts = [...new Set(visits.map((v) => v.as?.host ?? ALEX.host))];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    ...(options.chromePort ? { port: options.chromePort } : {}),
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const presets = PRESETS.filter(([preset]) => (options.presets ?? ['mobile']).includes(preset));
    const runs: PageSpeed[][] = [];
    try {
      for (let run = 0; run < (options.runs ?? 1); run += 1) {
        const figures: PageSpeed[] = [];
        for (const [preset, config] of presets)
          for (const host of hosts) {
            const own = visits.filter((v) => (v.as?.host ?? ALEX.host) === host);
            figures.push(...(await measureFlow(browser, onHost(base, host), preset, config, password, own)));
          }
        runs.push(figures);
      }
    } finally {
      await browser.disconnect();
    }
    // Page by page, in the plan's order; the sort is stable, so mobile stays before desktop.
    const order = visits.map(pageName);
    return medianOfRuns(runs).sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page));
  } finally {
    // Gone before the next launch on the same debugging port, which would otherwise find this one.
    const exited = new Promise((resolve) => {
      if (chrome.process.exitCode !== null) resolve(null);
      chrome.process.once('exit', resolve);
      setTimeout(resolve, 15_000).unref();
    });
    chrome.kill();
    await exited;
  }
}

const kib = (bytes: number | null) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));

export function printPageSpeed(results: readonly PageSpeed[]) {
  const ms = (value: number | null) => (value == null ? '—' : String(Math.round(value)));
  console.log(
    `\npage                 preset   score  FCP ms  LCP ms  TBT ms  TBT range  wall/CPU 4x    CLS  SI ms  total KB  JS KB   (Lighthouse, simulated throttling; goals: score ≥ ${PAGE_GOALS.score}, LCP ≤ ${PAGE_GOALS.lcpMs} ms, TBT ≤ ${PAGE_GOALS.tbtMs} ms, CLS ≤ ${PAGE_GOALS.cls})`,
  );
  for (const r of results) {
    const missed = missedGoals(r);
    console.log(
      `${r.page.padEnd(20)} ${r.preset.padEnd(7)} ${String(r.score ?? '—').padStart(6)} ${ms(r.fcpMs).padStart(7)} ${ms(r.lcpMs).padStart(7)} ${ms(r.tbtMs).padStart(7)} ${(r.tbtRangeMs ? `${ms(r.tbtRangeMs[0])}–${ms(r.tbtRangeMs[1])}` : '').padStart(10)} ${`${ms(r.wallBlockingMs)}/${ms(r.cpuBlockingMs)}`.padStart(12)} ${(r.cls == null ? '—' : r.cls.toFixed(3)).padStart(6)} ${ms(r.speedIndexMs).padStart(6)} ${kib(r.totalBytes).padStart(9)} ${kib(r.scriptBytes).padStart(6)}  ${missed.length === 0 ? (r.preset === 'mobile' ? 'goals met' : '') : `MISSES ${missed.join(', ')}`}`,
    );
    for (const warning of r.warnings) console.log(`  ${r.page} ${r.preset}: ${warning}`);
    if (missed.length > 0 && r.lcpElement)
      console.log(`  ${r.page} ${r.preset} LCP element: ${r.lcpElement}`);
    for (const shift of r.shifts)
      console.log(`  ${r.page} ${r.preset} shifted: ${shift.node} (${shift.score.toFixed(3)})`);
  }
}
