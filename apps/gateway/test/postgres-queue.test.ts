import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface QueueLike<T> {
  readonly length: number;
  remove(x: T): T | null;
  push(x: T): T;
  shift(): T | undefined;
}
type QueueFactory = <T>(initial?: T[]) => QueueLike<T>;

// The installed postgres.js, as patched by patches/postgres+3.4.9.patch (decision 030). The package
// exports only its index, so the queue is loaded by path: the ES module the gateway imports and the
// CommonJS copy that `require` gets.
const require = createRequire(import.meta.url);
const PACKAGE = path.resolve(path.dirname(require.resolve('postgres')), '../..');
const esm = (
  (await import(pathToFileURL(path.join(PACKAGE, 'src/queue.js')).href)) as { default: QueueFactory }
).default;
const cjs = require(path.join(PACKAGE, 'cjs/src/queue.js')) as QueueFactory;

/** What the queue stands for: first in, first out, with removal from anywhere (a plain array). */
const reference: QueueFactory = <T>(initial: T[] = []) => {
  const xs = initial.slice();
  return {
    get length() {
      return xs.length;
    },
    remove(x: T) {
      const at = xs.indexOf(x);
      if (at === -1) return null;
      xs.splice(at, 1);
      return x;
    },
    push(x: T) {
      xs.push(x);
      return x;
    },
    shift: () => xs.shift(),
  };
};

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

describe.each([
  ['ES module', esm],
  ['CommonJS', cjs],
])("postgres.js's queue as patched (%s)", (_format, patched) => {
  it.each(CASES)('answers as a plain queue: $name', ({ initial, steps }) => {
    expect(answers(patched, initial, steps)).toEqual(answers(reference, initial, steps));
  });

  it('answers as a plain queue when a long queue is drained past the point where it compacts', () => {
    // 3,000 in, then out and in by turns: the consumed front passes 1,024 entries and half the array.
    const filled: Step[] = Array.from({ length: 3000 }, (_, i) => ['push', `q${i}`] as const);
    const drained: Step[] = Array.from({ length: 2500 }, (_, i): Step[] => [
      ['shift'],
      ['remove', `q${2999 - i}`],
      ['push', `r${i}`],
      ['length'],
    ]).flat();
    const steps = [...filled, ...drained, ['shift'], ['length']] as const;
    expect(answers(patched, [], steps)).toEqual(answers(reference, [], steps));
  });

  it.each([1, 2, 3])('answers as a plain queue over 20,000 steps of a busy pool (seed %i)', (seed) => {
    // Past the compaction point many times over: the consumed front is cut off along the way.
    const steps = busyPoolSteps(seed, 20_000);
    expect(answers(patched, ['c1', 'c2'], steps)).toEqual(answers(reference, ['c1', 'c2'], steps));
  });
});

describe("postgres.js's queue under steady load (the defect of decision 030)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['ES module', esm],
    ['CommonJS', cjs],
  ])(
    'a remove looks only at live entries after 10,000 moves through a queue never emptied (%s)',
    (_format, factory) => {
      // A connection kept busy: each query pushed, the oldest shifted, the queue never empty. The
      // published queue kept the 10,000 holes at its front and its `remove` searched every one of them.
      const queue = factory([{ n: -1 }]);
      let newest = { n: -1 };
      for (let n = 0; n < 10_000; n++) {
        newest = queue.push({ n });
        queue.shift();
      }
      const looked: number[] = [];
      const indexOf = Array.prototype.indexOf;
      vi.spyOn(Array.prototype, 'indexOf').mockImplementation(function (
        this: unknown[],
        x: unknown,
        from?: number,
      ) {
        const at = indexOf.call(this, x, from);
        if (x === newest) looked.push((at === -1 ? this.length : at + 1) - (from ?? 0));
        return at;
      });
      expect(queue.remove(newest)).toBe(newest);
      vi.restoreAllMocks();
      expect(queue.length).toBe(0);
      expect(looked).toEqual([1]);
    },
  );
});
