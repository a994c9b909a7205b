import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { RenderLoaderContext } from './session';

/** The server render's query client when a loader runs in one (a member's page); null in the browser. */
export const renderQueryClient = (context: unknown): QueryClient | null =>
  (context as RenderLoaderContext | undefined)?.queryClient ?? null;

/**
 * A page's loader that fetches the page's queries into a server render's query cache before the page
 * renders, so it is sent with its data and hydrated from it (issue 16, decision 053). The queries are
 * the page's own query options, which its hooks read. In the browser it does nothing: a navigation
 * renders at once and the page's hooks ask as they render (the page shows its own loading state).
 */
export const dataLoader =
  (prime: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    const client = renderQueryClient(args.context);
    if (client !== null) await prime(client, args);
    return null;
  };
