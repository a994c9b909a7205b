import { describe, expect, it } from 'vitest';
import Queue from '../src/db/postgres-queue';

interface QueueLike<T> {
  readonly length: number;
  remove(x: T): T | null;
  push(x: T): T;
  shift(): T | undefined;
}
type QueueFactory = <T>(initial?: T[]) => QueueLike<T>;

// The module the gateway's build replaces (decision 030): the package exports only its index.
const ORIGINAL_URL = new URL('../../../node_modules/postgres/src/queue.js', import.meta.url).href;
const original = ((await import(ORIGINAL_URL)) as { default: QueueFactory }).default;
const patched: QueueFactory = Queue;

type Step =
  | readonly ['push', string]
  | readonly ['shift']
  | readonly ['remove', string]
  | readonly ['length'];

/** Runs the steps on a queue of named items and answers what each step answered. */
function answers(factory: QueueFactory, initial: readonly string[], steps: readonly Step[]): unknown[] {
  const items = new Map<string, { name: string }>();
  const item = (name: string) => {
    const known = items.get(name) ?? { name };
    items.set(name, known);
    return known;
  };
  const queue = factory(initial.map(item));
  const run = (step: Step): unknown => {
    if (step[0] === 'push') return queue.push(item(step[1])).name;
    if (step[0] === 'shift') return queue.shift()?.name;
    if (step[0] === 'remove') return queue.remove(item(step[1]))?.name ?? null;
    return queue.length;
  };
  return steps.map(run);
}

/** The ways the postgres.js pool uses its queues (src/index.js): connections moved between them. */
const CASES: readonly { name: string; initial: string[]; steps: Step[] }[] = [
  {
    name: 'first in, first out',
    initial: [],
    steps: [['push', 'a'], ['push', 'b'], ['shift'], ['shift'], ['shift']],
  },
  {
    name: 'emptied by shift, then reused',
    initial: ['a'],
    steps: [['shift'], ['length'], ['push', 'b'], ['shift']],
  },
  {
    name: 'a shifted entry is no longer found',
    initial: ['a', 'b', 'c'],
    steps: [['shift'], ['remove', 'a'], ['length'], ['shift']],
  },
  {
    name: 'removed from the middle, order kept',
    initial: ['a', 'b', 'c', 'd'],
    steps: [['shift'], ['remove', 'c'], ['length'], ['shift'], ['shift'], ['shift']],
  },
  { name: 'an unknown entry', initial: ['a'], steps: [['remove', 'z'], ['length']] },
  {
    name: 'a connection moved out and back (open → busy → open)',
    initial: ['c1', 'c2', 'c3'],
    steps: [['shift'], ['remove', 'c1'], ['push', 'c1'], ['shift'], ['push', 'c2'], ['length'], ['shift']],
  },
];

/** A small deterministic generator (mulberry32), so a failure names the sequence that found it. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A long run as a busy pool makes it: mostly push and shift with the queue rarely empty, some removes. */
function busyPoolSteps(seed: number, count: number): Step[] {
  const next = random(seed);
  const steps: Step[] = [];
  let pushed = 0;
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (roll < 0.45) steps.push(['push', `q${pushed++}`]);
    else if (roll < 0.85) steps.push(['shift']);
    else if (roll < 0.97) steps.push(['remove', `q${Math.floor(next() * Math.max(pushed, 1))}`]);
    else steps.push(['length']);
  }
  return steps;
}

describe("postgres.js's queue as the gateway's build replaces it", () => {
  it.each(CASES)('answers as the original: $name', ({ initial, steps }) => {
    expect(answers(patched, initial, steps)).toEqual(answers(original, initial, steps));
  });

  it('answers as the original when a long queue is drained past the point where it compacts', () => {
    // 3,000 in, then out and in by turns: the consumed front passes 1,024 entries and half the array.
    const filled: Step[] = Array.from({ length: 3000 }, (_, i) => ['push', `q${i}`] as const);
    const drained: Step[] = Array.from({ length: 2500 }, (_, i): Step[] => [
      ['shift'],
      ['remove', `q${2999 - i}`],
      ['push', `r${i}`],
      ['length'],
    ]).flat();
    const steps = [...filled, ...drained, ['shift'], ['length']] as const;
    expect(answers(patched, [], steps)).toEqual(answers(original, [], steps));
  });

  it.each([1, 2, 3])('answers as the original over 20,000 steps of a busy pool (seed %i)', (seed) => {
    // Past the compaction point many times over: the consumed front is cut off along the way.
    const steps = busyPoolSteps(seed, 20_000);
    expect(answers(patched, ['c1', 'c2'], steps)).toEqual(answers(original, ['c1', 'c2'], steps));
  });
});
