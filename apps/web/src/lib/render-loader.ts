import type { Fetch } from '@/server/load-context';
import type { RenderLoaderContext } from './session';

/** Whether a loader runs in a server render of a member's page (false in the browser, and for a visitor). */
export const rendersForMember = (context: unknown): boolean => {
  // In the browser React Router passes an empty context.
  const render = context as RenderLoaderContext | undefined;
  return render?.tokens?.session === true && render.fetch !== undefined;
};

/**
 * How a loader's own calls are sent: in a server render, through the gateway's routes in process as
 * the visitor (server/load-context.ts); in the browser, undefined: the browser's fetch.
 */
export const loaderFetch = (context: unknown): Fetch | undefined =>
  (context as RenderLoaderContext | undefined)?.fetch;
