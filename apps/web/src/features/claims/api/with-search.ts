/** An API address with the search's set values as its query (none: the bare address), as the claims and EOB calls send it. */
export function withSearch(path: string, search: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/**
 * The values of `keys` set in an address's query, as a list page reads its filters and page from it
 * (and the area's loaders, rendering the page on the server, read them the same way: ../loaders.ts).
 */
export function readSearch<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): { [P in K]?: string } {
  const search: { [P in K]?: string } = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  return search;
}
