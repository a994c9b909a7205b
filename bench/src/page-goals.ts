/** Issue 16's goals for every page measured (mobile preset, simulated throttling). */
export const PAGE_GOALS = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 } as const;

/**
 * The Lighthouse presets a page is measured with: `mobile`, its default phone on a slow 4G link with the
 * load simulated from an unthrottled one (the goals' preset); `mobile-applied`, the same phone and link
 * applied to the browser while it loads (throttlingMethod devtools), to see what a slow phone really
 * waits for where the simulation's guess moves from run to run; `desktop`.
 */
export type PagePreset = 'mobile' | 'mobile-applied' | 'desktop';
export const PAGE_PRESETS: readonly PagePreset[] = ['mobile', 'mobile-applied', 'desktop'];

/** What a goal is judged on: a page's figures as page-speed.ts measures and the report keeps them. */
export interface GoalFigures {
  readonly preset: PagePreset;
  readonly score: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly problem?: string | null;
}

/** Which of issue 16's goals a page misses (mobile preset only; desktop has no goals). */
export function missedGoals(r: GoalFigures): string[] {
  if (r.problem) return [`not measured: ${r.problem}`];
  if (r.preset !== 'mobile') return [];
  const missed: string[] = [];
  if (r.score == null || r.score < PAGE_GOALS.score) missed.push(`score < ${PAGE_GOALS.score}`);
  if (r.lcpMs == null || r.lcpMs > PAGE_GOALS.lcpMs) missed.push(`LCP > ${PAGE_GOALS.lcpMs} ms`);
  if (r.tbtMs == null || r.tbtMs > PAGE_GOALS.tbtMs) missed.push(`TBT > ${PAGE_GOALS.tbtMs} ms`);
  if (r.cls == null || r.cls > PAGE_GOALS.cls) missed.push(`CLS > ${PAGE_GOALS.cls}`);
  return missed;
}
