import { API_PATHS, ClaimDetail, ClaimPage, EobPage, getApiPath } from '@dash/domain/api';
import { claimQueryOptions } from '@/features/claims/api/get-claim';
import { claimsPath, claimsQueryOptions } from '@/features/claims/api/get-claims';
import { eobsPath, eobsQueryOptions } from '@/features/claims/api/get-eobs';
import { drawn, type PageCalls } from './drawn-call';

/** The claims' and the EOBs' first page with no filter, as each page asks at an address with no query. */
export const claimsCalls: PageCalls = () => [drawn(claimsPath({}), claimsQueryOptions({}), ClaimPage)];
export const eobsCalls: PageCalls = () => [drawn(eobsPath({}), eobsQueryOptions({}), EobPage)];

/** A claim's page: the claim its address names. */
export const claimCalls: PageCalls = (_shell, _domainId, { claimNumber = '' }) => [
  drawn(getApiPath(API_PATHS.claimDetail, { claimNumber }), claimQueryOptions(claimNumber), ClaimDetail),
];
