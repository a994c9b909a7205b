import { HydrationBoundary, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { queryClient } from './query-client';
import { useRouteQueries } from './route-queries';

/**
 * The query cache of an area that reads data: the one a server render provides for its own request
 * (the framework's server entry), else the browser's, hydrated with the queries the page was
 * server-rendered from. Either way the markup is the same, so a server-rendered page hydrates as it was sent.
 */
export function AreaQueryClient({ children }: { children: ReactNode }) {
  const queries = useRouteQueries();
  const page =
    queries === null ? children : <HydrationBoundary state={queries}>{children}</HydrationBoundary>;
  if (use(QueryClientContext) !== undefined) return page;
  return <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>;
}
