import { API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET referrals/hasReferrals (document 2 §7): whether the Benefits menu offers Referrals. */
export function getHasReferrals(call?: ApiCall): Promise<boolean> {
  return apiRequest(API_PATHS.hasReferrals, {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.Flag),
    ...through(call),
  });
}

/**
 * One query for the whole session, cached (staleTime Infinity): the menus of every page read it, and a
 * family's referrals do not come and go while it is signed in. Signing out clears the query cache.
 */
export const hasReferralsQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'hasReferrals'],
    queryFn: (call) => getHasReferrals(call),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The menu's Referrals fact: false until the response comes, and false when the call fails (no menu item). */
export function useHasReferrals(): boolean {
  return useQuery(hasReferralsQueryOptions()).data ?? false;
}
