import type { PagePreset } from './page-goals';

/** One page's Lighthouse figures (page-speed.ts measures them, page-median.ts takes their median). */
export interface PageSpeed {
  readonly page: string;
  readonly preset: PagePreset;
  /** Lighthouse performance score, 0–100. */
  readonly score: number | null;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly speedIndexMs: number | null;
  /** Every byte the page transferred (Lighthouse's total-byte-weight): scripts, styles, images, data. */
  readonly totalBytes: number | null;
  /** Of those, JavaScript (transfer size, compressed as sent). */
  readonly scriptBytes: number | null;
  readonly warnings: string[];
  /** The elements that moved, largest shift first: what to fix when CLS is above zero. */
  readonly shifts: Array<{ readonly node: string; readonly score: number }>;
  /**
   * Blocking time after first paint in Lighthouse's own trace at its slowdown, from the tasks' wall
   * time and from their CPU time (trace-blocking.ts): how much of TBT is the page's and how much the
   * machine's.
   */
  readonly wallBlockingMs: number | null;
  readonly cpuBlockingMs: number | null;
  /** How many runs the figures are the median of, and the lowest and highest score, LCP and TBT among them. */
  readonly runs: number;
  readonly scoreRange: readonly [number, number] | null;
  readonly lcpRangeMs: readonly [number, number] | null;
  readonly tbtRangeMs: readonly [number, number] | null;
  /** The largest paint's element (its HTML, shortened by Lighthouse): what to look at when LCP misses. */
  readonly lcpElement: string | null;
  /** Why the page has no figures (Lighthouse failed, the page ended elsewhere, the sign-in failed); null when measured. */
  readonly problem: string | null;
}
