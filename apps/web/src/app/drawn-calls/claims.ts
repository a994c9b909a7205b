import { API_PATHS, ClaimDetail, ClaimPage, EobPage, getApiPath } from '@dash/domain/api';
import { claimQueryOptions } from '@/features/claims/api/get-claim';
import { CLAIMS_SEARCH_KEYS, claimsPath, claimsQueryOptions } from '@/features/claims/api/get-claims';
import { EOB_SEARCH_KEYS, eobsPath, eobsQueryOptions } from '@/features/claims/api/get-eobs';
import { readSearch } from '@/features/claims/api/with-search';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

// Each page of the claims area also resolves the account state first (its route's loader, document 1 §2).

/** The claims' page the address's filters and page name (the first, with none), as the page asks for it. */
export const claimsCalls: PageCalls = (_shell, _domainId, _params, query) => {
  const search = readSearch(query, CLAIMS_SEARCH_KEYS);
  return [ACCOUNT, drawn(claimsPath(search), claimsQueryOptions(search), ClaimPage)];
};

/** The EOBs' page the address's filters and page name, as the page asks for it. */
export const eobsCalls: PageCalls = (_shell, _domainId, _params, query) => {
  const search = readSearch(query, EOB_SEARCH_KEYS);
  return [ACCOUNT, drawn(eobsPath(search), eobsQueryOptions(search), EobPage)];
};

/** A claim's page: the claim its address names. */
export const claimCalls: PageCalls = (_shell, _domainId, { claimNumber = '' }) => [
  ACCOUNT,
  drawn(getApiPath(API_PATHS.claimDetail, { claimNumber }), claimQueryOptions(claimNumber), ClaimDetail),
];
