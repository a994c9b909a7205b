/**
 * The blocking time a page's main thread shows in Lighthouse's own trace, counted twice: from each
 * task's wall time, as Lighthouse's simulation reads it, and from its CPU time (`tdur`), which the
 * other processes on the machine do not stretch. Each task after first contentful paint blocks for
 * what it takes beyond 50 ms once slowed down `slowdown` times (Lighthouse's mobile preset: 4×).
 * On a machine whose two cores also run the browser's other processes, Lighthouse and the gateway,
 * the two differ by up to ten times (docs/performance.md, eighth pass): the difference is the
 * machine's, the CPU-time figure the page's.
 */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time in the event, µs: what the task cost, whatever else the machine ran. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

export interface TraceBlocking {
  readonly wallMs: number;
  readonly cpuMs: number;
}

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

/** What a task of `ms` blocks once slowed down `slowdown` times: its part over 50 ms. */
export const blockingOf = (ms: number, slowdown: number) => Math.max(0, ms * slowdown - LONG_TASK_MS);

export function traceBlocking(events: readonly TraceEvent[], slowdown = 4): TraceBlocking | null {
  // The page's first contentful paint names its renderer's main thread and where counting starts.
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .reduce<TraceEvent | null>((first, e) => (first === null || e.ts < first.ts ? e : first), null);
  if (fcp === null) return null;
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    if (!TOP_LEVEL_TASKS.has(e.name)) continue;
    wallMs += blockingOf((e.dur ?? 0) / 1000, slowdown);
    cpuMs += blockingOf((e.tdur ?? 0) / 1000, slowdown);
  }
  return { wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}
