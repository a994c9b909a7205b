import { useSearchParams } from 'react-router';
import { readSearch } from '../api/with-search';

/**
 * The filters and page of a claims or EOB list, kept in the address's search parameters so a view
 * can be shared (issue 14): what the call takes, and the ways to apply, clear and page them.
 */
export function useHistorySearch<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params, keys);
  const apply = (filters: Record<string, string>) => setParams(new URLSearchParams(filters));
  const clear = () => setParams(new URLSearchParams());
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  return { params, search, apply, clear, toPage };
}
