import path from 'node:path';
import type { BesidePages } from './beside-report';
import { AREA_BUDGET, type BudgetReport, checkBudgets, LOGIN_BUDGET, readBuiltApp } from './bundle-budgets';
import {
  measurePageSpeed,
  missedGoals,
  PAGE_GOALS,
  type PageSpeed,
  type PageSpeedOptions,
} from './page-speed';
import type { PageFigure, PageSection } from './report';

/**
 * The "Pages" figures of issue 16 as one module the bench report includes: the JS budgets of the
 * built app and Lighthouse on every page of the route table (page-speed.ts, page-plan.ts). `measurePages` gathers
 * them; `pagesMarkdown` words them as a section of the bench report (the Markdown beside its JSON).
 */
export interface PagesReport {
  /** Null when `dist` holds no build to read. */
  readonly budgets: {
    readonly loginGzip: number;
    readonly loginBudget: number;
    readonly loginFiles: number;
    readonly areas: ReadonlyArray<{ readonly area: string; readonly gzip: number }>;
    readonly areaBudget: number;
    readonly violations: readonly string[];
  } | null;
  readonly pageSpeed: readonly PageSpeed[];
  readonly goals: typeof PAGE_GOALS;
}

function budgetFigures(report: BudgetReport): PagesReport['budgets'] {
  return {
    loginGzip: report.login.gzip,
    loginBudget: LOGIN_BUDGET,
    loginFiles: report.login.files.length,
    areas: report.areas.map(({ area, gzip }) => ({ area, gzip })).sort((a, b) => b.gzip - a.gzip),
    areaBudget: AREA_BUDGET,
    violations: report.violations,
  };
}

/** The report of pages measured (page-speed.ts), with the budgets of the web build in `build`, if built. */
export async function pagesReport(
  pageSpeed: readonly PageSpeed[],
  build: string = path.resolve(import.meta.dirname, '../../apps/web/build'),
): Promise<PagesReport> {
  const budgets = await readBuiltApp(build).then(
    (app) => budgetFigures(checkBudgets(app)),
    () => null,
  );
  return { budgets, pageSpeed, goals: PAGE_GOALS };
}

/** `base`: a running gateway that serves the built web app from `dist` (the host picks the brand). */
export async function measurePages(
  base: string,
  dist?: string,
  options: PageSpeedOptions = {},
): Promise<PagesReport> {
  return pagesReport(await measurePageSpeed(base, options), dist);
}

/** One page's figures as the bench report keeps them. */
function toPageFigure(p: PageSpeed): PageFigure {
  return {
    page: p.page,
    preset: p.preset,
    score: p.score,
    lcpMs: p.lcpMs,
    tbtMs: p.tbtMs,
    cls: p.cls,
    totalBytes: p.totalBytes,
    runs: p.runs,
    lcpRangeMs: p.lcpRangeMs,
    tbtRangeMs: p.tbtRangeMs,
    wallBlockingMs: p.wallBlockingMs,
    cpuBlockingMs: p.cpuBlockingMs,
    lcpElement: p.lcpElement,
    problem: p.problem,
  };
}

/**
 * The page figures as the bench report keeps them (`npm run bench`, or `pages-cli.ts --merge`), with
 * a second build's beside them when one was measured in the same run (`--beside`).
 */
export function toPageSection(
  speed: readonly PageSpeed[],
  budgets: BudgetReport | null,
  notes: readonly string[] = [],
  beside: (Omit<BesidePages, 'pages'> & { readonly pages: readonly PageSpeed[] }) | null = null,
): PageSection {
  return {
    pages: speed.map(toPageFigure),
    beside: beside ? { ...beside, pages: beside.pages.map(toPageFigure) } : null,
    budgets: budgets
      ? [
          { what: '/login JS', gzipBytes: budgets.login.gzip, budgetBytes: LOGIN_BUDGET },
          {
            what: 'largest area JS',
            gzipBytes: Math.max(0, ...budgets.areas.map((area) => area.gzip)),
            budgetBytes: AREA_BUDGET,
          },
        ]
      : [],
    notes,
  };
}

const kb = (bytes: number | null) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value: number | null) => (value == null ? '—' : `${Math.round(value)} ms`);
const spread = (values: readonly [number, number] | null, show: (v: number) => string) =>
  values && values[0] !== values[1] ? ` (${show(values[0])}–${show(values[1])})` : '';

export function pagesMarkdown(report: PagesReport): string {
  const { budgets, goals } = report;
  const lines = [
    '## Pages',
    '',
    budgets
      ? `JS budgets (gzip, \`npm run budgets -w @dash/bench\`, enforced by \`npm test\`): /login loads ${kb(budgets.loginGzip)} in ${budgets.loginFiles} files (budget ${kb(budgets.loginBudget)}); largest area ${budgets.areas[0]?.area ?? '—'} ${kb(budgets.areas[0]?.gzip ?? 0)} (budget ${kb(budgets.areaBudget)}).`
      : 'JS budgets: no build to read (`npm run budgets -w @dash/bench` checks them).',
    ...(budgets?.violations ?? []).map((violation) => `- **Over budget:** ${violation}`),
    '',
    `Lighthouse, simulated throttling, each figure the median of its page's runs (${[...new Set(report.pageSpeed.map((r) => r.runs))].join(' or ')}). Goals (mobile): score ≥ ${goals.score}, LCP ≤ ${goals.lcpMs} ms, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}.`,
    '',
    "Blocking at 4×: the blocking time after first paint in the same trace, from its tasks' wall time (what Lighthouse slows down) and from their CPU time (what the page itself takes; docs/performance.md, eighth pass).",
    '',
    '| page | preset | score (range) | LCP (range) | TBT (range) | blocking at 4×, wall / CPU | CLS | total bytes | JS bytes | goals |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.pageSpeed.map((r) => {
      const missed = missedGoals(r);
      const verdict =
        r.preset !== 'mobile' ? '' : missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`;
      return `| ${r.page} | ${r.preset} | ${r.score ?? '—'}${spread(r.scoreRange, String)} | ${ms(r.lcpMs)}${spread(r.lcpRangeMs, (v) => String(Math.round(v)))} | ${ms(r.tbtMs)}${spread(r.tbtRangeMs, (v) => String(Math.round(v)))} | ${r.cpuBlockingMs == null ? '—' : `${ms(r.wallBlockingMs)} / ${ms(r.cpuBlockingMs)}`} | ${r.cls == null ? '—' : r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)} | ${verdict} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
