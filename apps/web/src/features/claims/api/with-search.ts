/** An API address with the search's set values as its query (none: the bare address), as the claims and EOB calls send it. */
export function withSearch(path: string, search: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}
