import type { DomainId } from '@dash/domain';
import type { ShellContext } from '@dash/domain/api';
import type { QueryKey } from '@tanstack/react-query';

/** An API call a drawn page's first render reads, and the query that holds its answer. */
export interface DrawnCall {
  readonly path: string;
  readonly queryKey: QueryKey;
  /** The contract the API client parses the answer with. */
  readonly schema: { parse(value: unknown): unknown };
}

/** The values of a drawn page's address (`/claims/:claimNumber`), as the route's `useParams` reads them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** The answers a page's calls have had so far, by API address (unparsed, as the gateway sent them). */
export type DrawnAnswers = Readonly<Record<string, unknown>>;

/**
 * A drawn page's calls beside GET shell, from GET shell's answer (some depend on the member in it),
 * the brand the page is drawn for (some pages make no calls on a brand), the values of its address
 * and its query (a chosen member, filters), each read as the page's own hooks read them, and the
 * answers had so far: a call that needs another's answer (a member's current provider) is named once
 * that answer is in, and the gateway asks again (member-drawn-pages.ts).
 */
export type PageCalls = (
  shell: ShellContext,
  domainId: DomainId,
  params: PageParams,
  search: URLSearchParams,
  answers: DrawnAnswers,
) => readonly DrawnCall[];

/** A call as a page names it: its address, the query options that hold its answer, its contract. */
export const drawn = (
  path: string,
  { queryKey }: { readonly queryKey: QueryKey },
  schema: DrawnCall['schema'],
): DrawnCall => ({ path, queryKey, schema });
