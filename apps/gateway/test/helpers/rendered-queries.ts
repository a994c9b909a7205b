import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

/** One query a server-rendered page carries for the browser's cache (TanStack's dehydrated query). */
export interface RenderedQuery {
  readonly queryKey: readonly unknown[];
  readonly data: unknown;
}

interface DehydratedRoute {
  readonly queries?: { readonly queries: readonly { queryKey: unknown[]; state: { data: unknown } }[] };
}

/**
 * The queries a server-rendered page carries (its routes' loader data, lib/route-queries.ts in the
 * web), read back from the HTML as the browser reads them: the framework's inline stream decoded with
 * React Router's own decoder, so the test knows nothing of its encoding.
 */
export async function renderedQueries(html: string): Promise<RenderedQuery[]> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(String(literal)) as string,
  );
  if (chunks.length === 0) throw new Error('the page carries no loader data');
  const decoded = await decodeViaTurboStream(new Blob(chunks).stream(), globalThis);
  await decoded.done;
  const { loaderData } = decoded.value as { loaderData: Record<string, DehydratedRoute | null> };
  return Object.values(loaderData).flatMap((route) =>
    (route?.queries?.queries ?? []).map(({ queryKey, state }) => ({ queryKey, data: state.data })),
  );
}

/** What the page's queries hold, for comparing with what the member's own calls return. */
export const renderedData = async (html: string) => (await renderedQueries(html)).map(({ data }) => data);
