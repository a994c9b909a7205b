import {
  API_PATHS,
  HandbookDocumentList,
  MedicareMaterialList,
  OutlineOfCoverage,
  PriorAuthorizationList,
  ReferralMetadata,
  ReferralPage,
} from '@dash/domain/api';
import { handbooksQueryOptions } from '@/features/benefit-resources/api/get-handbooks';
import { medicareMaterialsQueryOptions } from '@/features/benefit-resources/api/get-medicare-materials';
import { outlineOfCoverageQueryOptions } from '@/features/benefit-resources/api/get-outline-of-coverage';
import { priorAuthorizationsQueryOptions } from '@/features/benefit-resources/api/get-prior-authorizations';
import { referralMetadataQueryOptions } from '@/features/benefit-resources/api/get-referral-metadata';
import { referralsPath, referralsQueryOptions } from '@/features/benefit-resources/api/get-referrals';
import { readReferralSearch, referralsRequest } from '@/features/benefit-resources/api/referral-search';
import { drawn, type PageCalls } from './drawn-call';

/** The referrals' page the address's filters and page name (the first, with none), read as the page reads it. */
export const referralsCalls: PageCalls = (_shell, _domainId, _params, search) => {
  const request = referralsRequest(readReferralSearch(search));
  return [
    drawn(API_PATHS.referralMetadata, referralMetadataQueryOptions(), ReferralMetadata),
    drawn(referralsPath(request), referralsQueryOptions(request), ReferralPage),
  ];
};

export const priorAuthorizationCalls: PageCalls = () => [
  drawn(API_PATHS.priorAuthorizations, priorAuthorizationsQueryOptions(), PriorAuthorizationList),
];

const HANDBOOKS = drawn(API_PATHS.handbooks, handbooksQueryOptions(), HandbookDocumentList);

/** The Certificate of Coverage: the group's documents, as the handbooks list them. */
export const certificateOfCoverageCalls: PageCalls = () => [HANDBOOKS];

/**
 * The handbooks: the group's documents and the Outline of Coverage, a text answer carried as its
 * text (an empty one is the empty text the page's query holds for it).
 */
export const handbooksCalls: PageCalls = () => [
  HANDBOOKS,
  drawn(API_PATHS.outlineOfCoverage, outlineOfCoverageQueryOptions(), OutlineOfCoverage),
];

/** Medicare materials. A member refused them (403) is not drawn: the browser shows the empty list. */
export const medicareMaterialsCalls: PageCalls = () => [
  drawn(API_PATHS.medicareMaterials, medicareMaterialsQueryOptions(), MedicareMaterialList),
];
