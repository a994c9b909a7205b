import { API_PATHS, type ReferralMetadata } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET referrals/metadata (document 2 §7): the filter choices of the referrals screen. */
export function getReferralMetadata(call?: ApiCall): Promise<ReferralMetadata> {
  return apiRequest(API_PATHS.referralMetadata, {
    schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.ReferralMetadata),
    ...through(call),
  });
}

export const referralMetadataQueryOptions = () =>
  queryOptions({ queryKey: ['referrals', 'metadata'], queryFn: (call) => getReferralMetadata(call) });

export const useReferralMetadata = () => useQuery(referralMetadataQueryOptions());
