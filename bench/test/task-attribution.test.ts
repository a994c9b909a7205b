import { describe, expect, it } from 'vitest';
import { attributeTasks, type TraceEntry } from '../src/task-attribution';

const MAIN = { pid: 1, tid: 1 };
const frame = (id: number, functionName: string, url: string, parent?: number) => ({
  id,
  callFrame: { functionName, url },
  ...(parent === undefined ? {} : { parent }),
});

/** A page load: first paint at 1,000 µs, one long task (20 ms CPU) and one short one (5 ms CPU). */
const events: TraceEntry[] = [
  { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 1_000 },
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 2_000, dur: 30_000, tdur: 20_000 },
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 40_000, dur: 6_000, tdur: 5_000 },
  { name: 'Profile', ph: 'P', pid: 1, tid: 9, ts: 0, id: '0x1', args: { data: { startTime: 2_000 } } },
  {
    // The profiler's chunks come from its own thread; their samples are the main thread's.
    name: 'ProfileChunk',
    ph: 'P',
    pid: 1,
    tid: 9,
    ts: 50_000,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            frame(1, '(root)', ''),
            frame(2, 'init', 'http://x/assets/schemas-abc.js', 1),
            frame(3, 'renderRootSync', 'http://x/assets/pages-shell-abc.js', 1),
          ],
          samples: [2, 2, 2, 3, 2],
        },
        // Samples at 2, 12, 22, 27 and 31 ms.
        timeDeltas: [0, 10_000, 10_000, 5_000, 4_000],
      },
    },
  },
];

describe('each long task of a page load, attributed from the sampling profiler (issue 37, TBT)', () => {
  it('lists only the tasks over 12.5 ms of CPU after first paint, by script and function', () => {
    const [task, ...others] = attributeTasks(events);
    expect(others).toEqual([]);
    expect(task).toMatchObject({ atMs: 1, cpuMs: 20, wallMs: 30 });
    expect(task?.byScript).toEqual([
      ['schemas-abc.js', 25],
      ['pages-shell-abc.js', 4],
    ]);
    expect(task?.byFunctionSelf[0]).toEqual(['init schemas-abc.js', 25]);
    expect(task?.byFunctionTotal).toContainEqual(['(root) (native)', 29]);
  });

  it('finds nothing without a first contentful paint', () => {
    expect(attributeTasks(events.slice(1))).toEqual([]);
  });
});
