import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type LoaderFunctionArgs, useMatches } from 'react-router';
import { HttpError } from './http-error';
import { createQueryClient } from './query-client';
import { rendersForMember } from './render-loader';
import type { RenderLoaderContext } from './session';

/** Each server render's query cache, made with its request's `fetch` the first time one of its loaders asks. */
const renderClients = new WeakMap<RenderLoaderContext, QueryClient>();

/**
 * The query cache of the server render a loader runs in (a member's page): one per request, so nothing
 * of one member's data reaches another's render; null in the browser, and for a visitor.
 */
export function renderQueryClient(context: unknown): QueryClient | null {
  if (!rendersForMember(context)) return null;
  const render = context as RenderLoaderContext;
  if (render.fetch === undefined) return null;
  let client = renderClients.get(render);
  if (client === undefined) {
    client = createQueryClient(render.fetch);
    renderClients.set(render, client);
  }
  return client;
}

/** What a data loader returns: in a server render, the queries it fetched, for the browser's cache to be hydrated with. */
export type RouteQueries = { readonly queries: DehydratedState } | null;

/** Each request's queries already sent by one of its loaders: loaders share the request's cache and run side by side. */
const sent = new WeakMap<QueryClient, Set<string>>();

/** The request cache's fetched queries that no other loader of the request has sent yet. */
function unsentQueries(client: QueryClient): DehydratedState {
  let hashes = sent.get(client);
  if (hashes === undefined) {
    hashes = new Set();
    sent.set(client, hashes);
  }
  const claimed = hashes;
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => {
      if (query.state.status !== 'success' || claimed.has(query.queryHash)) return false;
      claimed.add(query.queryHash);
      return true;
    },
  });
}

/**
 * A page's loader that fetches the page's queries into a server render's query cache before the page
 * renders, so it is sent with its data and hydrated from it (issue 16, decision 053): it returns them
 * dehydrated, each query once per request (`useRouteQueries` hydrates the browser's cache from them). The
 * queries are the page's own query options, which its hooks read. In the browser it does nothing: a
 * navigation renders at once and the page's hooks ask as they render (the page shows its own loading state).
 */
export const dataLoader =
  (prime: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) =>
  async (args: LoaderFunctionArgs): Promise<RouteQueries> => {
    const client = renderQueryClient(args.context);
    if (client === null) return null;
    try {
      await prime(client, args);
    } catch (error) {
      // A call the gateway refused (an ended session, a value that names nothing of the member's): the
      // page is rendered without that query, as the browser first renders it, and the browser meets the
      // refusal itself when it asks (document 1 §8).
      if (!(error instanceof HttpError)) throw error;
      client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    }
    return { queries: unsentQueries(client) };
  };

const isRouteQueries = (data: unknown): data is NonNullable<RouteQueries> =>
  typeof data === 'object' && data !== null && 'queries' in data;

/**
 * The queries the server rendered this page from, sent by its routes' loaders (`dataLoader`), as one
 * state for TanStack's `HydrationBoundary`; null when none were sent (a page the browser rendered,
 * or a navigation after it).
 */
export function useRouteQueries(): DehydratedState | null {
  const matches = useMatches();
  return useMemo(() => {
    const sentStates = matches.map((match) => match.loaderData).filter(isRouteQueries);
    if (sentStates.length === 0) return null;
    return { mutations: [], queries: sentStates.flatMap(({ queries }) => queries.queries) };
  }, [matches]);
}
