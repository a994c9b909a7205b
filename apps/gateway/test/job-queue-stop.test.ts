import type { JobKind, JobPayload } from '@dash/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection';
import { createJobQueue, type JobHandler, type JobHandlers } from '../src/jobs/job-queue';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app';

/**
 * A job queue's stop waits for the last of its work (CI of 1 December: an unhandled CONNECTION_ENDED
 * after id-card-rate-limit.test.ts closed its database). pg-boss's graceful stop waits only for workers
 * holding jobs; a fetch already sent returned its jobs after the stop had resolved, and their attempt
 * and pg-boss's unawaited `complete` ran on a closed database.
 */

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The app's own workers would take the job this test queues.
  await t.app.services.jobs.queue.stop();
});
afterAll(() => t.close());

/** The database with every fetch held for `fetchMs`, and a record of what ran after `closed` was set. */
function slowFetches(database: DatabaseHandle, fetchMs: number) {
  const state = { closed: false, fetches: 0, afterClose: [] as string[] };
  const handle: DatabaseHandle = {
    ...database,
    runScript: (text) => database.runScript(text),
    close: () => database.close(),
    listen: (channel, onMessage, onListening) => database.listen(channel, onMessage, onListening),
    executeSql: async (text, values) => {
      if (state.closed) state.afterClose.push(text.slice(0, 60));
      if (/skip locked/i.test(text)) {
        state.fetches += 1;
        await delay(fetchMs);
      }
      return database.executeSql(text, values);
    },
  };
  return { handle, state };
}

function recordingHandler<K extends JobKind>(
  state: { closed: boolean; afterClose: string[] },
  ran: number[],
) {
  const handler: JobHandler<K> = {
    retry: { retryLimit: 0, retryDelaySeconds: 1 },
    async run() {
      if (state.closed) state.afterClose.push('attempt');
      await delay(50);
      ran.push(Date.now());
      if (state.closed) state.afterClose.push('attempt ended');
    },
    async gaveUp() {},
  };
  return handler;
}

describe('a job queue stopped while a fetch is on its way', () => {
  it('resolves only after that fetch’s jobs ran and were completed: nothing runs on the database after', async () => {
    const { handle, state } = slowFetches(t.database, 300);
    const ran: number[] = [];
    const queue = createJobQueue({ database: handle, config: { ...testConfig().jobs, pollSeconds: 30 } });
    const handlers: JobHandlers = {
      'send-mail': recordingHandler<'send-mail'>(state, ran),
      'advance-claim-submission': recordingHandler<'advance-claim-submission'>(state, ran),
    };
    await queue.start(handlers, () => {});
    await delay(400); // the first fetches, empty, are over; the workers wait their 30 s

    const payload: JobPayload<'send-mail'> = { outboxId: 1, sealed: 'x' };
    await queue.enqueue(t.database.db, 'send-mail', payload, handlers['send-mail'].retry);
    const fetchesBefore = state.fetches;
    queue.wake('send-mail');
    while (state.fetches === fetchesBefore) await delay(5);

    await queue.stop();
    state.closed = true;
    await delay(600);

    expect(ran).toHaveLength(1);
    expect(state.afterClose).toEqual([]);
  });
});
