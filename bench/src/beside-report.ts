import { type GoalFigures, missedGoals, PAGE_GOALS } from './page-goals';

/** One page's figures as the side-by-side table reads them (report.ts's PageFigure). */
export interface BesideFigure extends GoalFigures {
  readonly page: string;
  readonly runs?: number;
  readonly lcpElement?: string | null;
}

/** The pages of one run on a second build (`--beside`), kept beside the new build's in the report. */
export interface BesidePages {
  /** The two builds in words: what was served and how (the ref, its commit, the settings given). */
  readonly newBuild: string;
  readonly oldBuild: string;
  readonly pages: readonly BesideFigure[];
}

const ms = (value: number | null) => (value == null ? '–' : String(Math.round(value)));
const cells = (r: BesideFigure | undefined) => {
  if (!r) return '– | – | – | – | – | not measured';
  const missed = missedGoals(r);
  const verdict =
    r.preset !== 'mobile' ? '' : missed.length === 0 ? 'met' : `**missed**: ${missed.join(', ')}`;
  return `${r.score ?? '–'} | ${ms(r.lcpMs)} | ${r.cls == null ? '–' : r.cls.toFixed(3)} | ${ms(r.tbtMs)} | ${r.runs ?? 1} | ${verdict}`;
};
const key = (r: BesideFigure) => `${r.preset} ${r.page}`;
const metCount = (pages: readonly BesideFigure[]) =>
  pages.filter((r) => r.preset === 'mobile' && missedGoals(r).length === 0).length;

/** The new build's pages and the beside build's, one row per page, the goals judged per build. */
export function besideMarkdown(newPages: readonly BesideFigure[], beside: BesidePages): string {
  const old = new Map(beside.pages.map((r) => [key(r), r]));
  const rows = [...newPages, ...beside.pages.filter((r) => !newPages.some((n) => key(n) === key(r)))];
  const seen = new Set<string>();
  const mobile = (pages: readonly BesideFigure[]) => pages.filter((r) => r.preset === 'mobile').length;
  const lines = [
    '## Pages, new build beside old',
    '',
    `New: ${beside.newBuild}. Old: ${beside.oldBuild}. Measured in turn in one run, Lighthouse mobile preset, each figure the median of its runs. Goals: score ≥ ${PAGE_GOALS.score}, LCP ≤ ${PAGE_GOALS.lcpMs} ms, TBT ≤ ${PAGE_GOALS.tbtMs} ms, CLS ≤ ${PAGE_GOALS.cls}. Goals met on ${metCount(newPages)} of ${mobile(newPages)} pages (new) and ${metCount(beside.pages)} of ${mobile(beside.pages)} (old).`,
    '',
    '| page | new: score | LCP ms | CLS | TBT ms | runs | goals | old: score | LCP ms | CLS | TBT ms | runs | goals |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    if (seen.has(key(row))) continue;
    seen.add(key(row));
    const own = newPages.find((r) => key(r) === key(row));
    const page = row.preset === 'mobile' ? row.page : `${row.page} (${row.preset})`;
    lines.push(`| ${page} | ${cells(own)} | ${cells(old.get(key(row)))} |`);
  }
  const misses = [
    ...newPages.map((r) => ['new', r] as const),
    ...beside.pages.map((r) => ['old', r] as const),
  ].filter(([, r]) => r.lcpElement && r.lcpMs != null && r.lcpMs > PAGE_GOALS.lcpMs);
  if (misses.length > 0)
    lines.push(
      '',
      'LCP element of each page over the LCP goal:',
      '',
      ...misses.map(([build, r]) => `- ${r.page} (${build}): \`${r.lcpElement}\``),
    );
  return `${lines.join('\n')}\n`;
}
