/** Entries consumed at the front before the array is compacted: small queues never pay for a copy. */
const COMPACT_AFTER = 1024;

/**
 * postgres.js's queue of connections and queries (`postgres/src/queue.js`, 3.4.9), put in its place by
 * the gateway's build (scripts/build-gateway.mjs, decision 030). The original never shrinks its array
 * while the queue stays non-empty: each `shift` leaves a hole at the front, and `remove` searches from
 * the first hole. Under steady load the pool's `open` and `busy` queues are never empty, so every query
 * scanned every hole left by every query before it: the one-SELECT route fell from 38,902 to 8,358
 * queries a second over 20 s, and 21 % of its CPU was `indexOf` (docs/performance.md, item 16). Here
 * `remove` searches only the live entries and the consumed front is cut off once it is most of the
 * array; order, lengths and what each call answers are the original's.
 */
export default function Queue<T>(initial: readonly T[] = []) {
  let xs: (T | undefined)[] = initial.slice();
  let index = 0;

  return {
    get length(): number {
      return xs.length - index;
    },
    remove(x: T): T | null {
      const at = xs.indexOf(x, index);
      if (at === -1) return null;
      xs.splice(at, 1);
      return x;
    },
    push(x: T): T {
      xs.push(x);
      return x;
    },
    shift(): T | undefined {
      const out = xs[index++];
      if (index === xs.length) {
        index = 0;
        xs = [];
      } else if (index >= COMPACT_AFTER && index * 2 >= xs.length) {
        xs = xs.slice(index);
        index = 0;
      } else {
        xs[index - 1] = undefined;
      }
      return out;
    },
  };
}
