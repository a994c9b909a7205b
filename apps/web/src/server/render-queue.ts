let last: Promise<unknown> = Promise.resolve();

/**
 * Runs the server's renders one after the other. A render is asynchronous (route modules load) and
 * reads the session from storage as a browser would (server-storage.ts): two at once would render one
 * visitor's page with another's session. The language, the time zone and the query cache are each
 * render's own already (decision 053); the session is the last, and with it this queue goes.
 */
export function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const run = last.then(render, render);
  last = run.catch(() => undefined);
  return run;
}
