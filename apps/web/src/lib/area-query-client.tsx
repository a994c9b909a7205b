import { HydrationBoundary, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { queryClient } from './query-client';
import { useRouteQueries } from './route-queries';

/**
 * The query cache of an area that reads data: the one a server render provides for its own request
 * (the framework's server entry), else the browser's, hydrated with the queries the page was
 * server-rendered from. Either way the markup is the same, so a server-rendered page hydrates as it was sent.
 *
 * The boundary is there even when no queries were sent (a null state hydrates nothing): a loader that
 * runs again in the browser returns none, and a wrapper that came and went would make React unmount
 * and mount the whole area again (seen on /account/settings/change-password, whose browser loader runs
 * as it is hydrated).
 */
export function AreaQueryClient({ children }: { children: ReactNode }) {
  const page = <HydrationBoundary state={useRouteQueries()}>{children}</HydrationBoundary>;
  if (use(QueryClientContext) !== undefined) return page;
  return <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>;
}
