/**
 * How many retries fit a retry window (issue 36 point 3): the queue waits about `firstDelaySeconds`
 * before the first retry and doubles the wait each time (with up to as much again of random spread,
 * so failed sends do not all come back at once). The last retry is the first whose earliest start
 * reaches the window: a message is retried at least for the whole window, at most about twice it.
 */
export function getRetryLimit(windowSeconds: number, firstDelaySeconds: number): number {
  if (!(windowSeconds > 0) || !(firstDelaySeconds > 0)) return 0;
  let retries = 0;
  let earliest = 0;
  while (earliest < windowSeconds) {
    earliest += firstDelaySeconds * 2 ** retries;
    retries += 1;
  }
  return retries;
}

/** The earliest and latest wait before retry `n` (1-based), as the queue draws it. */
export function getRetryWaitSeconds(n: number, firstDelaySeconds: number): { min: number; max: number } {
  const min = firstDelaySeconds * 2 ** (Math.min(16, n) - 1);
  return { min, max: min * 2 };
}
