import { describe, expect, it } from 'vitest';
import { type TraceEvent, traceBlocking } from '../src/trace-blocking';

const MAIN = { pid: 7, tid: 7 };
const task = (atMs: number, wallMs: number, cpuMs: number, where = MAIN, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const fcp = (atMs: number, where = MAIN): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...where,
  ts: atMs * 1000,
});

describe('traceBlocking', () => {
  it.each<[string, TraceEvent[], { wallMs: number; cpuMs: number } | null]>([
    ['no paint: nothing to count from', [task(10, 40, 40)], null],
    // 4 × 20 ms wall = 80 ms, 30 over; 4 × 5 ms CPU = 20 ms, none over.
    ['a task the machine stretched', [fcp(0), task(10, 20, 5)], { wallMs: 30, cpuMs: 0 }],
    ['a task long in CPU too', [fcp(0), task(10, 30, 25)], { wallMs: 70, cpuMs: 50 }],
    [
      'tasks before the paint do not count',
      [task(5, 40, 40), fcp(50), task(60, 15, 15)],
      { wallMs: 10, cpuMs: 10 },
    ],
    [
      'nor another thread’s, nor a nested event',
      [fcp(0), task(10, 40, 40, { pid: 7, tid: 8 }), task(20, 40, 40, MAIN, 'FunctionCall')],
      { wallMs: 0, cpuMs: 0 },
    ],
    [
      'the first paint names the thread',
      [fcp(30, { pid: 9, tid: 9 }), fcp(40), task(50, 20, 20, { pid: 9, tid: 9 }), task(60, 20, 20)],
      { wallMs: 30, cpuMs: 30 },
    ],
  ])('%s', (_, events, expected) => {
    expect(traceBlocking(events)).toEqual(expected);
  });

  it('takes the slowdown it is given', () => {
    expect(traceBlocking([fcp(0), task(10, 20, 20)], 1)).toEqual({ wallMs: 0, cpuMs: 0 });
    expect(traceBlocking([fcp(0), task(10, 20, 20)], 6)).toEqual({ wallMs: 70, cpuMs: 70 });
  });
});
