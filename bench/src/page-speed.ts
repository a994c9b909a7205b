import { PERSONA_PASSWORD } from '@dash/domain/personas';
import * as chromeLauncher from 'chrome-launcher';
import { type Config, desktopConfig, type Result, startFlow } from 'lighthouse';
// The same puppeteer-core as Lighthouse's own (pinned alike): Lighthouse's user flows drive a puppeteer page.
import puppeteer, { type Page } from 'puppeteer-core';

const CHROME_FLAGS = [
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
}

export interface PageSpeed {
  readonly page: string;
  readonly preset: 'mobile' | 'desktop';
  /** Lighthouse performance score, 0–100. */
  readonly score: number | null;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly speedIndexMs: number | null;
  readonly warnings: string[];
  /** The elements that moved, largest shift first: what to fix when CLS is above zero. */
  readonly shifts: Array<{ readonly node: string; readonly score: number }>;
}

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

function figures(page: string, preset: PageSpeed['preset'], lhr: Result): PageSpeed {
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
    warnings: lhr.runWarnings.map(String),
    shifts: layoutShifts(lhr),
  };
}

/** Signs in through the real login form, as a member would; the session lands in local storage and cookies. */
async function signIn(page: Page, base: string, username: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${base}/login`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page
    .waitForFunction("location.pathname === '/home'", { timeout: 30_000 })
    .catch(() => Promise.reject(new Error(`sign-in as ${username} did not reach /home (at ${page.url()})`)));
}

/**
 * Lighthouse (performance only, mobile and desktop presets) on `/login`, cold, and on `/home` for a
 * signed-in persona: storage kept, HTTP cache emptied, so the page's own code and data load as on a
 * first visit after sign-in. `base` is a running gateway serving the built web app, e.g.
 * http://localhost:4284 (the host picks the brand).
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
    const results: PageSpeed[] = [];
    try {
      for (const [preset, config] of PRESETS) {
        const page = await browser.newPage();
        const flow = await startFlow(page, {
          ...(config ? { config } : {}),
          flags: { onlyCategories: ['performance'], logLevel: 'error' },
        });
        // The first navigation of a flow resets storage and cache: a cold visit.
        await flow.navigate(`${base}/login`, { name: 'login' });
        await signIn(page, base, username, password);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        // Later navigations keep storage (the session), so this measures the signed-in /home.
        await flow.navigate(`${base}/home`, { name: 'home' });
        const flowResult = await flow.createFlowResult();
        const [login, home] = flowResult.steps.map((step) => step.lhr);
        if (!login || !home) throw new Error('Lighthouse returned no result');
        const homePath = new URL(home.finalDisplayedUrl).pathname;
        if (homePath !== '/home') throw new Error(`/home (${preset}) ended on ${homePath}: not signed in`);
        results.push(figures('/login', preset, login), figures(`/home (${username})`, preset, home));
        await page.close();
      }
    } finally {
      await browser.disconnect();
    }
    // /login first; the sort is stable, so mobile stays before desktop.
    return results.sort((a, b) => Number(a.page !== '/login') - Number(b.page !== '/login'));
  } finally {
    chrome.kill();
  }
}

export function printPageSpeed(results: readonly PageSpeed[]) {
  const ms = (value: number | null) => (value == null ? '—' : String(Math.round(value)));
  console.log(
    '\npage           preset   score  FCP ms  LCP ms  TBT ms    CLS  Speed Index ms   (Lighthouse, simulated throttling)',
  );
  for (const r of results) {
    console.log(
      `${r.page.padEnd(14)} ${r.preset.padEnd(7)} ${String(r.score ?? '—').padStart(6)} ${ms(r.fcpMs).padStart(7)} ${ms(r.lcpMs).padStart(7)} ${ms(r.tbtMs).padStart(7)} ${(r.cls == null ? '—' : r.cls.toFixed(3)).padStart(6)} ${ms(r.speedIndexMs).padStart(15)}`,
    );
    for (const warning of r.warnings) console.log(`  ${r.page} ${r.preset}: ${warning}`);
    for (const shift of r.shifts)
      console.log(`  ${r.page} ${r.preset} shifted: ${shift.node} (${shift.score.toFixed(3)})`);
  }
}
