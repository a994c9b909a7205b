import type { RenderLoaderContext } from './session';

/** Whether a loader runs in a server render of a member's page (false in the browser, and for a visitor). */
export const rendersForMember = (context: unknown): boolean => {
  const render = context as RenderLoaderContext | undefined;
  return render?.queryClient !== undefined || render?.fetch !== undefined;
};
