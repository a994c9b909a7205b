/**
 * What each long main-thread task of a page load spends its CPU time on (issue 37, TBT): the
 * renderer's trace with V8's sampling profiler in it, each task after first contentful paint that
 * blocks at Lighthouse's 4× slowdown (over 12.5 ms of CPU), and the samples inside it summed by
 * script and by function, self time and total. Read against an unminified build
 * (`react-router build --minify false`), the functions are React's, React Router's and ours by name.
 */
export interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
}

export interface TraceEntry {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly id?: string;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: {
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: { readonly nodes?: readonly ProfileNode[]; readonly samples?: readonly number[] };
      readonly timeDeltas?: readonly number[];
    };
  };
}

export interface TaskAttribution {
  /** When the task started, ms after first contentful paint. */
  readonly atMs: number;
  readonly cpuMs: number;
  readonly wallMs: number;
  /** Sampled time by script file (its name only), ms, largest first. */
  readonly byScript: ReadonlyArray<readonly [string, number]>;
  /** Sampled time inside each function, callees included, ms, largest first. */
  readonly byFunctionTotal: ReadonlyArray<readonly [string, number]>;
  /** Sampled time in each function itself, ms, largest first. */
  readonly byFunctionSelf: ReadonlyArray<readonly [string, number]>;
}

interface Sample {
  readonly ts: number;
  readonly node: number;
}

/**
 * The profiler's samples of the page's renderer, each at its trace time, and its call tree. Its chunks
 * come from the profiler's own thread; its samples are of the thread it was started on, the main one.
 */
function samplesOf(events: readonly TraceEntry[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid && e.id) starts.set(e.id, e.args?.data?.startTime ?? e.ts);
  }
  const clocks = new Map(starts);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id) continue;
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    let ts = clocks.get(e.id) ?? e.ts;
    (profile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    clocks.set(e.id, ts);
  }
  return { nodes, samples: samples.sort((a, b) => a.ts - b.ts) };
}

const scriptName = (url: string) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') : '(native)');
const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${scriptName(node.callFrame.url)}`;

const top = (totals: Map<string, number>, n: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => [key, Math.round(ms * 10) / 10] as const);

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

/** The samples between `from` and `to` (µs), summed by script, function and function with callees. */
function attribute(nodes: Map<number, ProfileNode>, samples: readonly Sample[], from: number, to: number) {
  const byScript = new Map<string, number>();
  const total = new Map<string, number>();
  const self = new Map<string, number>();
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i];
    if (!sample || sample.ts < from || sample.ts > to) continue;
    const ms = ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    let node = nodes.get(sample.node);
    if (!node) continue;
    add(self, frameName(node), ms);
    add(byScript, scriptName(node.callFrame.url), ms);
    const seen = new Set<string>();
    while (node) {
      const name = frameName(node);
      if (!seen.has(name)) add(total, name, ms);
      seen.add(name);
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
  }
  return { byScript: top(byScript, 8), byFunctionTotal: top(total, 40), byFunctionSelf: top(self, 15) };
}

/** Each task after first contentful paint over `minCpuMs` of CPU on the page's main thread, attributed. */
export function attributeTasks(events: readonly TraceEntry[], minCpuMs = 12.5): TaskAttribution[] {
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .reduce<TraceEntry | null>((first, e) => (first === null || e.ts < first.ts ? e : first), null);
  if (fcp === null) return [];
  const { nodes, samples } = samplesOf(events, fcp.pid);
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.pid === fcp.pid &&
        e.tid === fcp.tid &&
        e.ts >= fcp.ts &&
        (e.tdur ?? 0) / 1000 > minCpuMs,
    )
    .map((task) => ({
      atMs: Math.round((task.ts - fcp.ts) / 1000),
      cpuMs: Math.round((task.tdur ?? 0) / 100) / 10,
      wallMs: Math.round((task.dur ?? 0) / 100) / 10,
      ...attribute(nodes, samples, task.ts, task.ts + (task.dur ?? 0)),
    }));
}
