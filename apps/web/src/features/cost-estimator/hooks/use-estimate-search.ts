import { EstimateSearchFields } from '@dash/domain';
import { useSearchParams } from 'react-router';
import type { EstimateArgs } from '../api/get-cost-estimate';

const CODE = /^[A-Za-z0-9]{5}$/;

/**
 * The estimate's search as the page's address holds it (member, q, code, provider, zip, radius,
 * sort), so a reload, Back and a shared link keep it; null before a valid search. The member is the
 * signed-in one unless the address names another by suffix.
 */
export function readEstimateSearch(params: URLSearchParams, defaultSuffix: number): EstimateArgs | null {
  const fields = EstimateSearchFields.safeParse({
    q: params.get('q') ?? '',
    provider: params.get('provider') ?? undefined,
    zip: params.get('zip') ?? undefined,
    radius: params.get('radius') ?? undefined,
    sort: params.get('sort') ?? undefined,
  });
  if (!fields.success) return null;
  const member = params.get('member');
  const code = params.get('code');
  return {
    ...fields.data,
    suffix: member !== null && /^\d{1,2}$/.test(member) ? Number(member) : defaultSuffix,
    code: code !== null && CODE.test(code) ? code.toUpperCase() : null,
  };
}

/** The page's query for a search, its empty fields left out. */
export function toSearchParams(next: Omit<EstimateArgs, 'code'> & { readonly code?: string | null }) {
  return new URLSearchParams({
    member: String(next.suffix),
    q: next.q,
    ...(next.code ? { code: next.code } : {}),
    ...(next.provider ? { provider: next.provider } : {}),
    ...(next.zip ? { zip: next.zip } : {}),
    radius: String(next.radius),
    sort: next.sort,
  });
}

/** The address's search and a way to replace it. */
export function useEstimateSearch(defaultSuffix: number) {
  const [params, setParams] = useSearchParams();
  const search = readEstimateSearch(params, defaultSuffix);
  const member = params.get('member');
  const go = (next: Omit<EstimateArgs, 'code'>) => setParams(toSearchParams(next));
  return {
    search,
    suffix: member !== null && /^\d{1,2}$/.test(member) ? Number(member) : defaultSuffix,
    go,
  };
}
