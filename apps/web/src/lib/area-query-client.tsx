import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { queryClient } from './query-client';

/**
 * The query cache of an area that reads data: the one a server render provides for its own request
 * (server/render-page.tsx), else the browser's. Either way the markup is the same, so a page the
 * server rendered hydrates as it was sent.
 */
export function AreaQueryClient({ children }: { children: ReactNode }) {
  if (use(QueryClientContext) !== undefined) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
