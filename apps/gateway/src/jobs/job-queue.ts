import { setTimeout as sleep } from 'node:timers/promises';
import { JOB_PAYLOADS, type JobKind, type JobPayload } from '@dash/domain';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';

/** pg-boss's tables live in their own schema, beside the app's. */
export const JOBS_SCHEMA = 'pgboss';

/** How a job of a kind is retried: limits and waits, decided when it is queued. */
export interface JobRetry {
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

/** What a handler is told besides the payload: which try this is, and whether it is the last. */
export interface JobAttempt {
  readonly jobId: string;
  readonly retryCount: number;
  readonly isLastTry: boolean;
}

export interface JobHandler<K extends JobKind> {
  /** Throws to have the attempt retried (with backoff), until the last try. */
  run(payload: JobPayload<K>, attempt: JobAttempt): Promise<void>;
  /** After the last try failed, or an attempt outlived its time on the last try (dead-letter queue). */
  gaveUp(payload: JobPayload<K>): Promise<void>;
  readonly retry: JobRetry;
}

export type JobHandlers = { readonly [K in JobKind]: JobHandler<K> };

/** Told of each failed attempt and each job given up (the metrics, issue 40 §2). */
export interface JobObserver {
  attemptFailed(kind: JobKind): void;
  gaveUp(kind: JobKind): void;
}

const deadLetterOf = (kind: JobKind) => `${kind}-gave-up`;

/** pg-boss's statements on a Kysely executor: the caller's transaction, so a job is queued with its cause. */
function sqlOn(executor: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await executor.executeQuery(
        CompiledQuery.raw(
          text,
          values.map((value) => (value === undefined ? null : value)),
        ),
      );
      return { rows: [...result.rows] };
    },
  };
}

/**
 * A worker's batch: each job's payload parsed and run in turn. A payload that does not parse is never
 * retried (it would not parse the next time either); a job that throws alone is retried (with backoff),
 * and the rest of the batch completes.
 */
function runBatchOf(boss: PgBoss, kind: JobKind, handler: JobHandler<JobKind>, observer?: JobObserver) {
  const schema = JOB_PAYLOADS[kind];
  return async (jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<void> => {
    for (const job of jobs) {
      const parsed = schema.safeParse(job.data);
      if (!parsed.success) continue;
      try {
        await handler.run(parsed.data, {
          jobId: job.id,
          retryCount: job.retryCount,
          isLastTry: job.retryCount >= job.retryLimit,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : 'failed';
        observer?.attemptFailed(kind);
        await boss.fail(kind, job.id, { message });
      }
    }
  };
}

/**
 * Creates a kind's queue and its dead-letter queue and works both: a batch per fetch (pg-boss's worker
 * waits its polling interval between fetches, so a backlog, the mail server back after a while, drains
 * `batchSize` jobs per interval, not one). Returns the worker's id, for `wake`.
 */
async function workKind(
  boss: PgBoss,
  config: Config['jobs'],
  kind: JobKind,
  handler: JobHandler<JobKind>,
  observer?: JobObserver,
): Promise<string> {
  await boss.createQueue(deadLetterOf(kind));
  await boss.createQueue(kind);
  const schema = JOB_PAYLOADS[kind];
  const workerId = await boss.work<unknown>(
    kind,
    { includeMetadata: true, pollingIntervalSeconds: config.pollSeconds, batchSize: config.batchSize },
    runBatchOf(boss, kind, handler, observer),
  );
  await boss.work<unknown>(
    deadLetterOf(kind),
    { pollingIntervalSeconds: config.pollSeconds },
    async ([job]) => {
      const parsed = schema.safeParse(job?.data);
      observer?.gaveUp(kind);
      if (parsed.success) await handler.gaveUp(parsed.data);
    },
  );
  return workerId;
}

/** How many of the queue's statements and attempts are running, so a stop can wait for the last. */
function createRunningCount() {
  let count = 0;
  const during = async <T>(work: () => Promise<T>): Promise<T> => {
    count += 1;
    try {
      return await work();
    } finally {
      count -= 1;
    }
  };
  return {
    during,
    counted: (handler: JobHandler<JobKind>): JobHandler<JobKind> => ({
      retry: handler.retry,
      run: (payload, attempt) => during(() => handler.run(payload, attempt)),
      gaveUp: (payload) => during(() => handler.gaveUp(payload)),
    }),
    /** Resolves once nothing runs (a fetch's jobs start within microtasks of its statement), or at `until`. */
    async settled(until: number): Promise<void> {
      while (count > 0 && Date.now() < until) await sleep(20);
    },
  };
}

type RunningCount = ReturnType<typeof createRunningCount>;

/** pg-boss on the gateway's database, its statements counted by `running`. */
function createBoss(database: DatabaseHandle, config: Config['jobs'], running: RunningCount): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => running.during(() => database.executeSql(text, values ?? [])) },
    schema: JOBS_SCHEMA,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: config.maintenanceSeconds,
  });
}

/**
 * The durable job queue (issue 36 point 3, decision 040): pg-boss over the gateway's own database,
 * PostgreSQL or the embedded PGlite, through `DatabaseHandle.executeSql`, so no second connection
 * pool is opened and PGlite's one connection is shared in turn. A job is queued inside the caller's
 * transaction (`enqueue`), runs at least once, is retried with exponential backoff, and an attempt
 * whose gateway died is given up after `attemptSeconds` and retried by the next gateway to start.
 */
export function createJobQueue(deps: {
  readonly database: DatabaseHandle;
  readonly config: Config['jobs'];
  readonly observer?: JobObserver;
}) {
  const running = createRunningCount();
  const boss = createBoss(deps.database, deps.config, running);
  const workers = new Map<JobKind, string>();
  let started = false;

  return {
    /** Creates the queue's tables (once), then works every kind with its handler. */
    async start(handlers: JobHandlers, onError: (error: unknown) => void): Promise<void> {
      boss.on('error', onError);
      await boss.start();
      started = true;
      for (const kind of Object.keys(handlers) as JobKind[]) {
        const handler = handlers[kind] as JobHandler<JobKind>;
        workers.set(kind, await workKind(boss, deps.config, kind, running.counted(handler), deps.observer));
      }
    },

    /**
     * Queues a job in `executor`'s transaction: nothing is queued if it rolls back. The worker is woken
     * by `wake` once the caller has committed; else it finds the job at its next poll.
     */
    async enqueue<K extends JobKind>(
      executor: Kysely<Database>,
      kind: K,
      payload: JobPayload<K>,
      retry: JobRetry,
      /** Not before this many seconds from now (a submitted claim's next step, issue 39 §3). */
      startAfterSeconds?: number,
    ): Promise<string | null> {
      const data = JOB_PAYLOADS[kind].parse(payload) as object;
      return boss.send(kind, data, {
        db: sqlOn(executor),
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: deps.config.attemptSeconds,
        deadLetter: deadLetterOf(kind),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },

    /** Jobs waiting (queued or to be retried) in each queue worked, its dead-letter queue's too. */
    async depths(): Promise<Record<string, number>> {
      if (!started) return {};
      const queues = [...workers.keys()].flatMap((kind) => [kind, deadLetterOf(kind)]);
      const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue)));
      return Object.fromEntries(queues.map((queue, i) => [queue, sizes[i] ?? 0]));
    },

    /** Wakes this gateway's worker of a kind: a job just committed is sent now, not at the next poll. */
    wake(kind: JobKind): void {
      const workerId = workers.get(kind);
      if (workerId) boss.notifyWorker(workerId);
    },

    /**
     * Stops taking jobs and waits for the attempts under way (the app's close, before the database's).
     * pg-boss's graceful stop waits only for workers that hold jobs: a fetch already sent still returns
     * its jobs after the stop resolved, and their attempt then ran on a closed database (CI's unhandled
     * CONNECTION_ENDED, id-card-rate-limit.test.ts). So the stop also waits until none of the queue's
     * statements and attempts is running.
     */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      const timeout = (deps.config.attemptSeconds + 1) * 1000;
      const until = Date.now() + timeout;
      await boss.stop({ graceful: true, wait: true, close: false, timeout });
      await running.settled(until);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
