import type { PageSpeed } from './page-speed-figure';

/**
 * Several Lighthouse runs of the same pages as one figure per page: the median of each metric, as
 * Lighthouse CI's `aggregationMethod: 'median'` takes it, with the lowest and highest score, LCP
 * and TBT beside it. On this machine one page's TBT came out 45 to 691 ms over four runs of one build
 * (docs/performance.md, eighth pass): a single run says more about the minute than about the page.
 */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type Metric =
  | 'score'
  | 'fcpMs'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'speedIndexMs'
  | 'totalBytes'
  | 'scriptBytes'
  | 'wallBlockingMs'
  | 'cpuBlockingMs';
const METRICS: readonly Metric[] = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'totalBytes',
  'scriptBytes',
  'wallBlockingMs',
  'cpuBlockingMs',
];

const known = (values: ReadonlyArray<number | null>) => values.filter((v): v is number => v != null);
const range = (values: ReadonlyArray<number | null>): readonly [number, number] | null => {
  const numbers = known(values);
  return numbers.length === 0 ? null : [Math.min(...numbers), Math.max(...numbers)];
};

/** `runs`: each run's figures (every page once per run); the result keeps the first run's page order. */
export function medianOfRuns(runs: ReadonlyArray<readonly PageSpeed[]>): PageSpeed[] {
  const key = (r: PageSpeed) => `${r.preset} ${r.page}`;
  const groups = new Map<string, PageSpeed[]>();
  for (const run of runs) {
    for (const figure of run) groups.set(key(figure), [...(groups.get(key(figure)) ?? []), figure]);
  }
  return [...groups.values()].map((same) => {
    const first = same[0] as PageSpeed;
    const medians = Object.fromEntries(
      METRICS.map((metric) => [metric, median(known(same.map((r) => r[metric])))]),
    ) as Record<Metric, number | null>;
    // The largest shift any run saw per element: what to fix, not what a median hides.
    const shifts = new Map<string, number>();
    for (const shift of same.flatMap((r) => r.shifts))
      shifts.set(shift.node, Math.max(shift.score, shifts.get(shift.node) ?? 0));
    return {
      ...first,
      ...medians,
      score: medians.score == null ? null : Math.round(medians.score),
      runs: same.length,
      scoreRange: range(same.map((r) => r.score)),
      // LCP spreads too (a page near the 1.5 s goal may meet it in one run and miss it in the next).
      lcpRangeMs: range(same.map((r) => r.lcpMs)),
      tbtRangeMs: range(same.map((r) => r.tbtMs)),
      lcpElement: same.find((r) => r.lcpElement)?.lcpElement ?? null,
      // A run that failed leaves the others' medians; the page is unmeasured only when every run failed.
      problem: same.every((r) => r.problem) ? first.problem : null,
      warnings: [
        ...new Set([
          ...same.flatMap((r) => r.warnings),
          ...same.flatMap((r) => (r.problem ? [r.problem] : [])),
        ]),
      ],
      shifts: [...shifts].map(([node, score]) => ({ node, score })).sort((a, b) => b.score - a.score),
    };
  });
}
