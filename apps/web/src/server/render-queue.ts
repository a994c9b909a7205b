let last: Promise<unknown> = Promise.resolve();

/**
 * Runs the server's renders one after the other. A render is asynchronous (route modules load) and
 * reads process-wide state the app keeps as a browser would: the active language, storage and the
 * query cache. Two at once would draw one visitor's page with another's language or data.
 */
export function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const run = last.then(render, render);
  last = run.catch(() => undefined);
  return run;
}
