import { API_PATHS, HomeData, ShellContext } from '@dash/domain/api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { shellQueryOptions } from '@/api/shell';
import { paths } from '@/config/paths';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { takePageData } from '@/lib/page-data';

/** An API call a drawn page's first render reads, and the query that holds its answer. */
interface DrawnCall {
  readonly queryKey: QueryKey;
  /** The contract the API client parses the answer with. */
  readonly schema: { parse(value: unknown): unknown };
}

const DRAWN_CALLS: Readonly<Record<string, DrawnCall>> = {
  [API_PATHS.shell]: { queryKey: shellQueryOptions().queryKey, schema: ShellContext },
  [API_PATHS.home]: { queryKey: homeQueryOptions().queryKey, schema: HomeData },
};

/**
 * The member pages the gateway draws with their data (issue 16, LCP of the signed-in pages), each
 * with the API calls its first render shows: the gateway makes them in process, as the member, and
 * the page is drawn and hydrated from their answers, so the browser asks for none of them again.
 */
const DRAWN_MEMBER_PAGES: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: [API_PATHS.shell, API_PATHS.home],
};

/** The API paths a member page is drawn from, or null when the server does not draw it. */
export function getDrawnPageCalls(pathname: string): readonly string[] | null {
  return DRAWN_MEMBER_PAGES[pathname] ?? null;
}

/**
 * Puts a drawn page's answers in the query cache, parsed by the contract as the API client parses
 * them, so the server's render and the browser's hydration draw from the same data. An answer for
 * a path no page is drawn from is ignored.
 */
export function seedDrawnQueries(client: QueryClient, answers: Readonly<Record<string, unknown>>): void {
  for (const [path, answer] of Object.entries(answers)) {
    const call = DRAWN_CALLS[path];
    if (call) client.setQueryData(call.queryKey, call.schema.parse(answer));
  }
}

/**
 * The query cache seeded with the answers the page was drawn from, when main.tsx kept them for this
 * session. Answers that do not parse are dropped whole; the page's queries then ask the API.
 */
export function seedFromPageData(client: QueryClient): void {
  const text = takePageData();
  if (text === null) return;
  try {
    seedDrawnQueries(client, JSON.parse(text) as Record<string, unknown>);
  } catch {
    client.clear();
  }
}
