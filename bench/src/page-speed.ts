import { PERSONA_PASSWORD } from '@dash/domain/personas';
import * as chromeLauncher from 'chrome-launcher';
import { type Config, desktopConfig, type Result, startFlow } from 'lighthouse';
// The same puppeteer-core as Lighthouse's own (pinned alike): Lighthouse's user flows drive a puppeteer page.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { medianOfRuns } from './page-median';
import type { PageSpeed } from './page-speed-figure';
import { type TraceBlocking, traceBlocking } from './trace-blocking';

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
  /** The persona whose /home is measured; its sign-in must end on /home. */
  readonly username?: string;
  readonly password?: string;
  /** Lighthouse presets to run; the issue's goals are on `mobile` (the default), `desktop` is extra. */
  readonly presets?: ReadonlyArray<PageSpeed['preset']>;
  /** Signed-in pages measured after /home, in order (issue 16: the dental benefits and the claims). */
  readonly memberPages?: readonly string[];
  /** Lighthouse runs of every page; each figure is their median (page-median.ts). Default 1. */
  readonly runs?: number;
}

/**
 * The pages measured signed in, after /home: issue 16's two (the dental benefits and the claims), then
 * the first page of every other area ("measure every area page"), each reachable by alex.
 */
export const MEMBER_PAGES = [
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

/**
 * Flows `npm run bench` and pages-cli.ts run, each figure the median (Lighthouse CI runs 3 by default):
 * one run's TBT on this machine swings by ten times between runs of one build (docs/performance.md).
 */
export const PAGE_RUNS = 3;

/** Issue 16's goals for every page measured (mobile preset, simulated throttling). */
export const PAGE_GOALS = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 } as const;

const PRESETS: ReadonlyArray<readonly [PageSpeed['preset'], Config | undefined]> = [
  // Lighthouse's default: a mid-range phone on a slow 4G link (simulated), CPU slowed 4×.
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

function layoutShifts(lhr: Result): PageSpeed['shifts'] {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    return { node: node?.selector ?? node?.snippet ?? 'unattributed', score: Number(item.score ?? 0) };
  });
}

/** Transfer bytes of the page's scripts, from Lighthouse's resource summary. */
function scriptBytes(lhr: Result): number | null {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const row = details.items.find((item) => item.resourceType === 'script');
  return row ? Number(row.transferSize ?? 0) : null;
}

function figures(
  page: string,
  preset: PageSpeed['preset'],
  lhr: Result,
  blocking: TraceBlocking | null,
): PageSpeed {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page} (${preset}): ${lhr.runtimeError.message}`);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    page,
    preset,
    score: score == null ? null : Math.round(score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    totalBytes: value('total-byte-weight'),
    scriptBytes: scriptBytes(lhr),
    warnings: lhr.runWarnings.map(String),
    shifts: layoutShifts(lhr),
    wallBlockingMs: blocking?.wallMs ?? null,
    cpuBlockingMs: blocking?.cpuMs ?? null,
    runs: 1,
    scoreRange: null,
    tbtRangeMs: null,
  };
}

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
}

/** One Lighthouse user flow: /login cold, sign-in, then /home and `memberPages` each as a first visit. */
async function measureFlow(
  browser: Browser,
  base: string,
  preset: PageSpeed['preset'],
  config: Config | undefined,
  username: string,
  password: string,
  memberPages: readonly string[],
): Promise<PageSpeed[]> {
  const page = await browser.newPage();
  const flow = await startFlow(page, {
    ...(config ? { config } : {}),
    flags: { onlyCategories: ['performance'], logLevel: 'error' },
  });
  // The first navigation of a flow resets storage and cache: a cold visit.
  await flow.navigate(`${base}/login`, { name: 'login' });
  await signIn(page, base, username, password);
  // Later navigations keep storage (the session); the HTTP cache is emptied before each, so
  // every page is measured as a first visit of its code and data after sign-in.
  const signedIn = ['/home', ...memberPages];
  for (const path of signedIn) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await flow.navigate(`${base}${path}`, { name: path });
  }
  const flowResult = await flow.createFlowResult();
  const traces = flow
    .createArtifactsJson()
    .gatherSteps.map((step) => step.artifacts.Trace?.traceEvents ?? []);
  const [login, ...rest] = flowResult.steps.map((step, index) => ({
    lhr: step.lhr,
    blocking: traceBlocking(traces[index] ?? [], step.lhr.configSettings.throttling.cpuSlowdownMultiplier),
  }));
  if (!login || rest.length !== signedIn.length) throw new Error('Lighthouse returned no result');
  const results = [figures('/login', preset, login.lhr, login.blocking)];
  rest.forEach(({ lhr, blocking }, index) => {
    const path = signedIn[index] ?? '';
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`${path} (${preset}) ended on ${landed}: not signed in`);
    results.push(figures(path === '/home' ? `/home (${username})` : path, preset, lhr, blocking));
  });
  await page.close();
  return results;
}

/**
 * Lighthouse (performance only; mobile preset, desktop on request) on `/login`, cold, then on `/home`
 * and MEMBER_PAGES for a signed-in persona: storage kept, HTTP cache emptied, so the page's own code and data load as on a
 * first visit after sign-in. `base` is a running gateway serving the built web app, e.g.
 * http://localhost:4284 (the host picks the brand). With `runs` above one, every figure is the median of
 * that many flows (page-median.ts).
 */
export async function measurePageSpeed(base: string, options: PageSpeedOptions = {}): Promise<PageSpeed[]> {
  const username = options.username ?? 'alex';
  const password = options.password ?? PERSONA_PASSWORD;
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
    const memberPages = options.memberPages ?? MEMBER_PAGES;
    const runs: PageSpeed[][] = [];
    try {
      for (let run = 0; run < (options.runs ?? 1); run += 1) {
        const figures: PageSpeed[] = [];
        for (const [preset, config] of presets)
          figures.push(
            ...(await measureFlow(browser, base, preset, config, username, password, memberPages)),
          );
        runs.push(figures);
      }
    } finally {
      await browser.disconnect();
    }
    const results = medianOfRuns(runs);
    // Page by page; the sort is stable, so mobile stays before desktop.
    const order = ['/login', '/home', ...memberPages];
    const rank = (r: PageSpeed) => order.indexOf(r.page.split(' ')[0] ?? '');
    return results.sort((a, b) => rank(a) - rank(b));
  } finally {
    chrome.kill();
  }
}

/** Which of issue 16's goals a page misses (mobile preset only; desktop has no goals). */
export function missedGoals(r: PageSpeed): string[] {
  if (r.preset !== 'mobile') return [];
  const missed: string[] = [];
  if (r.score == null || r.score < PAGE_GOALS.score) missed.push(`score < ${PAGE_GOALS.score}`);
  if (r.lcpMs == null || r.lcpMs > PAGE_GOALS.lcpMs) missed.push(`LCP > ${PAGE_GOALS.lcpMs} ms`);
  if (r.tbtMs == null || r.tbtMs > PAGE_GOALS.tbtMs) missed.push(`TBT > ${PAGE_GOALS.tbtMs} ms`);
  if (r.cls == null || r.cls > PAGE_GOALS.cls) missed.push(`CLS > ${PAGE_GOALS.cls}`);
  return missed;
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
    for (const shift of r.shifts)
      console.log(`  ${r.page} ${r.preset} shifted: ${shift.node} (${shift.score.toFixed(3)})`);
  }
}
