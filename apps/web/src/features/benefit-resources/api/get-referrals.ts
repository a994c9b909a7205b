import { API_PATHS, type ReferralPage } from '@dash/domain/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** The query GET referrals takes (document 2 §7): page and size, and the optional filters. */
export interface ReferralsRequest {
  readonly page: number;
  readonly size: number;
  readonly memberKey?: string | undefined;
  readonly statusCode?: string | undefined;
  readonly providerId?: string | undefined;
  readonly excludeExpired?: boolean | undefined;
}

/** GET referrals' address for a request, as the API client asks it and a server-rendered page names it. */
export function referralsPath(request: ReferralsRequest): string {
  const query = new URLSearchParams({ page: String(request.page), size: String(request.size) });
  if (request.memberKey) query.set('memberKey', request.memberKey);
  if (request.statusCode) query.set('statusCode', request.statusCode);
  if (request.providerId) query.set('providerId', request.providerId);
  if (request.excludeExpired) query.set('excludeExpired', 'true');
  return `${API_PATHS.referrals}?${query.toString()}`;
}

export function getReferrals(request: ReferralsRequest, call?: ApiCall): Promise<ReferralPage> {
  return apiRequest(referralsPath(request), {
    schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.ReferralPage),
    ...through(call),
  });
}

export const referralsQueryOptions = (request: ReferralsRequest) =>
  queryOptions({
    queryKey: ['referrals', referralsPath(request)],
    queryFn: (call) => getReferrals(request, call),
    // The page in view stays while the next one loads: no jump back to the skeleton.
    placeholderData: keepPreviousData,
  });

export const useReferrals = (request: ReferralsRequest) => useQuery(referralsQueryOptions(request));
