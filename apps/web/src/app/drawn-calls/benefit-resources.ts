import { API_PATHS, PriorAuthorizationList, ReferralMetadata, ReferralPage } from '@dash/domain/api';
import { priorAuthorizationsQueryOptions } from '@/features/benefit-resources/api/get-prior-authorizations';
import { referralMetadataQueryOptions } from '@/features/benefit-resources/api/get-referral-metadata';
import { referralsPath, referralsQueryOptions } from '@/features/benefit-resources/api/get-referrals';
import { readReferralSearch, referralsRequest } from '@/features/benefit-resources/api/referral-search';
import { drawn, type PageCalls } from './drawn-call';

/** The referrals' first page with no filter, read from an address with no query as the page reads it. */
const FIRST_REFERRALS = referralsRequest(readReferralSearch(new URLSearchParams()));

export const referralsCalls: PageCalls = () => [
  drawn(API_PATHS.referralMetadata, referralMetadataQueryOptions(), ReferralMetadata),
  drawn(referralsPath(FIRST_REFERRALS), referralsQueryOptions(FIRST_REFERRALS), ReferralPage),
];

export const priorAuthorizationCalls: PageCalls = () => [
  drawn(API_PATHS.priorAuthorizations, priorAuthorizationsQueryOptions(), PriorAuthorizationList),
];
