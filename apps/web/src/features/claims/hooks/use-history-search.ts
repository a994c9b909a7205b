import { useSearchParams } from 'react-router';

/**
 * The filters and page of a claims or EOB list, kept in the address's search parameters so a view
 * can be shared (issue 14): what the call takes, and the ways to apply, clear and page them.
 */
export function useHistorySearch<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const search: { [P in K]?: string } = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) search[key] = value;
  }
  const apply = (filters: Record<string, string>) => setParams(new URLSearchParams(filters));
  const clear = () => setParams(new URLSearchParams());
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  return { params, search, apply, clear, toPage };
}
