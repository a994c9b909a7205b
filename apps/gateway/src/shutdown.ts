import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  readonly app: FastifyInstance;
  /** How long /readyz fails while the listener still serves, so balancers stop sending first. */
  readonly drainMs: number;
  /** The hard deadline: the process exits by then, with 1, whatever is still running. */
  readonly timeoutMs: number;
  /** What closes after the app and its onClose hooks (the database). */
  readonly afterClose?: () => Promise<void>;
  readonly exit: (code: number) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The graceful shutdown of issue 10 point 9, in order: /readyz fails (draining) while requests are
 * still served, including those already in the accept queue; then app.close() stops listening, lets
 * the requests in flight finish, closes idle keep-alive connections (Fastify's forceCloseConnections
 * 'idle') and runs the onClose hooks; then afterClose (the database); then the process exits 0.
 * Called again, it does nothing.
 */
export function createShutdown({ app, drainMs, timeoutMs, afterClose, exit }: ShutdownOptions) {
  let started = false;
  return async (signal: string): Promise<void> => {
    if (started) return;
    started = true;
    const deadline = setTimeout(() => {
      app.log.error({ signal, timeoutMs }, 'shutdown took too long: exiting now');
      exit(1);
    }, timeoutMs);
    app.lifecycle.startDraining();
    app.log.info({ signal, drainMs }, 'shutting down: /readyz fails, requests still served');
    await wait(drainMs);
    try {
      await app.close();
      await afterClose?.();
      app.log.info({ signal }, 'shut down: requests finished, connections and database closed');
      exit(0);
    } catch (error) {
      app.log.error({ err: error, signal }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
}
