import { getAccreditation } from '@/features/shell/api/get-accreditation';
import type { PageLoadContext } from '@/server/load-context';
import type { RootData } from './root-data';

/**
 * The root route's server loader (decision 053): the footer's accreditation badge, asked of the gateway
 * through the load context's `fetch` and parsed with its zod schema on the server, so every page is
 * server-rendered with it and the browser neither calls nor parses anything for it (issue 37). A
 * `.server` module, which only root.tsx's `loader` imports: zod stays out of what /login loads.
 */
export async function loader({
  context,
}: {
  readonly context: Pick<PageLoadContext, 'fetch'>;
}): Promise<RootData> {
  const accreditation = await getAccreditation({ meta: { fetch: context.fetch } }).catch(() => null);
  return { accreditation };
}
