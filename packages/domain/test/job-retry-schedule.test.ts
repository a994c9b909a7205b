import { describe, expect, it } from 'vitest';
import { JOB_KINDS, JOB_PAYLOADS, SendMailJob } from '../src/jobs/job-kinds';
import { getRetryLimit, getRetryWaitSeconds } from '../src/jobs/retry-schedule';

describe('retries that fit the configured window (issue 36 point 3)', () => {
  it.each([
    // window s, first wait s, retries: the earliest start of the last retry reaches the window
    [60, 30, 2], // 30, then 30+60 = 90 ≥ 60
    [30, 30, 1],
    [29, 30, 1],
    [3_600, 30, 7], // 30·(2^7 − 1) = 3,810 ≥ 3,600; 2^6 − 1 = 63 → 1,890 < 3,600
    [86_400, 30, 12], // 30·4,095 = 122,850 ≥ 86,400; 30·2,047 = 61,410 < 86,400
    [10, 1, 4], // 1+2+4+8 = 15 ≥ 10; 1+2+4 = 7 < 10
    [0, 30, 0],
    [60, 0, 0],
  ])('a %i s window with a first wait of %i s → %i retries', (window, first, retries) => {
    expect(getRetryLimit(window, first)).toBe(retries);
  });

  it('keeps retrying for at least the whole window', () => {
    for (const [window, first] of [
      [60, 1],
      [3_600, 30],
      [86_400, 30],
      [604_800, 60],
    ] as const) {
      const limit = getRetryLimit(window, first);
      const waits = Array.from({ length: limit }, (_, i) => getRetryWaitSeconds(i + 1, first));
      const earliestLast = waits.reduce((sum, wait) => sum + wait.min, 0);
      const earliestBeforeLast = earliestLast - (waits.at(-1)?.min ?? 0);
      expect(earliestLast).toBeGreaterThanOrEqual(window);
      expect(earliestBeforeLast).toBeLessThan(window);
    }
  });

  it.each([
    [1, 30, 30, 60],
    [2, 30, 60, 120],
    [5, 1, 16, 32],
  ])('retry %i with a first wait of %i s waits %i to %i s', (n, first, min, max) => {
    expect(getRetryWaitSeconds(n, first)).toEqual({ min, max });
  });
});

describe('job kinds and their payloads', () => {
  it('has one payload schema per kind', () => {
    expect(Object.keys(JOB_PAYLOADS).sort()).toEqual([...JOB_KINDS].sort());
  });

  it.each([
    [{ outboxId: 1, sealed: 'v1.a.b.c' }, true],
    [{ outboxId: 0, sealed: 'v1.a.b.c' }, false],
    [{ outboxId: 1, sealed: '' }, false],
    [{ outboxId: 1 }, false],
    [{ outboxId: 1.5, sealed: 'x' }, false],
  ])('send-mail %j → valid %s', (payload, valid) => {
    expect(SendMailJob.safeParse(payload).success).toBe(valid);
  });
});
