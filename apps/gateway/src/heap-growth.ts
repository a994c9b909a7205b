import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent. Left
 * to itself V8 grows it up to 4× when collections are cheap: under the soak's mix (sign-ins queued
 * behind argon2 keep their requests alive long enough to be promoted) 60 MB of live objects became
 * 260 MB of heap and the gateway's resident memory passed 500 MB. At 100 (2×) a 300 s soak still
 * ended at 321 MB; at 50 (1.5×) at 265 MB, the reads' throughput within the machine's noise
 * (docs/performance.md, item 15).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * The V8 flag the gateway sets: none when the operator already chose a growth (in node's arguments or
 * NODE_OPTIONS), whose choice stands.
 */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | null {
  const given = [...execArgv, nodeOptions ?? ''].some((arg) => /heap[-_]growing[-_]percent/.test(arg));
  return given ? null : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/** Applies HEAP_GROWING_PERCENT unless the operator set the flag. */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv, process.env.NODE_OPTIONS);
  if (flag) setFlagsFromString(flag);
}
