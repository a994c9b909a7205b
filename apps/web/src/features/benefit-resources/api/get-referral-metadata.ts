import { API_PATHS, ReferralMetadata } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET referrals/metadata (document 2 §7): the filter choices of the referrals screen. */
export function getReferralMetadata(signal?: AbortSignal): Promise<ReferralMetadata> {
  return apiRequest(API_PATHS.referralMetadata, { schema: ReferralMetadata, signal });
}

export const referralMetadataQueryOptions = () =>
  queryOptions({ queryKey: ['referrals', 'metadata'], queryFn: ({ signal }) => getReferralMetadata(signal) });

export const useReferralMetadata = () => useQuery(referralMetadataQueryOptions());
