import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The `nice` of the threads that hash: reads on the main thread are served before a hash's next slice
 * (decision 074: reads beside sign-ins, p99 10 → 4 ms in the measurement that chose it).
 */
export const HASH_THREAD_NICE = 10;

/** What a hash thread is asked: one argon2id hash or verification, with @node-rs/argon2's options. */
type HashTask =
  | { readonly op: 'hash'; readonly password: string; readonly options: object }
  | { readonly op: 'verify'; readonly passwordHash: string; readonly password: string };

/**
 * A hash thread, evaluated from source (the gateway is one bundled module, so a worker file would be a
 * second build output). It lowers its own thread's priority (Linux: `/proc/thread-self` names the
 * thread, and setpriority on a thread id applies to that thread alone), then answers one task at a time.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
const argon2 = require(workerData.argon2);
parentPort.on('message', (task) => {
  try {
    const value = task.op === 'hash'
      ? argon2.hashSync(task.password, task.options)
      : argon2.verifySync(task.passwordHash, task.password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

/**
 * argon2id on worker threads of lower priority: a thread per hash running at once (the caller bounds
 * how many, password.ts), made when first needed and kept idle for the next. A thread holds the process
 * open only while it hashes; one that fails is dropped and the next task gets a new one.
 */
export function createHashThreads() {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const idle: Worker[] = [];
  const spawn = () =>
    new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { argon2, nice: HASH_THREAD_NICE },
      // It only hashes: a small heap of its own (argon2's memory is outside it).
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
    });

  function run<T>(task: HashTask): Promise<T> {
    const worker = idle.pop() ?? spawn();
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      const settle = (kept: boolean) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        worker.unref();
        if (kept) idle.push(worker);
      };
      const onMessage = (reply: { value?: T; error?: string }) => {
        settle(true);
        if (reply.error === undefined) resolve(reply.value as T);
        else reject(new Error(reply.error));
      };
      const onError = (error: Error) => {
        settle(false);
        reject(error);
      };
      const onExit = (code: number) => onError(new Error(`hash thread exited with ${code}`));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(task);
    });
  }

  return {
    hash: (password: string, options: object) => run<string>({ op: 'hash', password, options }),
    verify: (passwordHash: string, password: string) =>
      run<boolean>({ op: 'verify', passwordHash, password }),
    /** Threads made and idle now (tests). */
    idleCount: () => idle.length,
  };
}
