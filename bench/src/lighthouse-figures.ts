import type { Result } from 'lighthouse';
import type { PageSpeed } from './page-speed-figure';
import type { TraceBlocking } from './trace-blocking';

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

/** The element Lighthouse took as the largest paint: what to look at when LCP misses. */
function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  const table = details.items[0];
  if (table?.type !== 'table') return null;
  const node = table.items[0]?.node as { selector?: string; snippet?: string } | undefined;
  return node ? (node.snippet ?? node.selector ?? null) : null;
}

/** A page that could not be measured: no figures, and why (a missed goal in missedGoals). */
export function unmeasured(page: string, preset: PageSpeed['preset'], problem: string): PageSpeed {
  return {
    page,
    preset,
    score: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    speedIndexMs: null,
    totalBytes: null,
    scriptBytes: null,
    warnings: [],
    shifts: [],
    wallBlockingMs: null,
    cpuBlockingMs: null,
    runs: 1,
    scoreRange: null,
    lcpRangeMs: null,
    tbtRangeMs: null,
    lcpElement: null,
    problem,
  };
}

/** One Lighthouse step's figures; a step Lighthouse could not run is kept as unmeasured, with its error. */
export function lighthouseFigures(
  page: string,
  preset: PageSpeed['preset'],
  lhr: Result,
  blocking: TraceBlocking | null,
): PageSpeed {
  if (lhr.runtimeError) return unmeasured(page, preset, `Lighthouse: ${lhr.runtimeError.message}`);
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
    lcpRangeMs: null,
    tbtRangeMs: null,
    lcpElement: lcpElement(lhr),
    problem: null,
  };
}
