import { getCacheKey } from '@dash/domain';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Fetch } from '@/server/load-context';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query's `meta`: a server render's client gives every query the render's `fetch` (api-client.ts). */
    queryMeta: { readonly fetch?: Fetch };
  }
}

/**
 * A query's key is the data call's name and its arguments: one cached response per argument set, and an
 * argument other than a string, number or date throws (document 1 §8, document 2 §8). A call with
 * optional arguments or filters is keyed by the address it asks (`claimsPath(search)`).
 */
export const hashQueryKey = ([name, ...args]: QueryKey): string => getCacheKey(String(name), args);

/**
 * A query cache with the app's defaults: the browser's one below, or one per server render, whose
 * queries are sent with the render's `fetch` (to the gateway's routes as the member, in process).
 */
export function createQueryClient(fetch?: Fetch): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failures are handled once, globally or by the screen (document 1 §8); a retry would only delay that.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        queryKeyHashFn: hashQueryKey,
        ...(fetch === undefined ? {} : { meta: { fetch } }),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's query cache; the session store clears it at logout (document 1 §4). A server render
 * never uses it: each has its own (AreaQueryClient), so no member's data outlives their render.
 */
export const queryClient = createQueryClient();
