import { accountQueryOptions } from '@/api/account';
import { dataLoader } from '@/lib/route-queries';
import { claimQueryOptions } from './api/get-claim';
import { CLAIMS_SEARCH_KEYS, claimsQueryOptions } from './api/get-claims';
import { EOB_SEARCH_KEYS, eobsQueryOptions } from './api/get-eobs';
import { readSearch } from './api/with-search';

// Each page of the claims area also resolves the account state first (AccountStateFirst, document 1 §2).

const queryOf = (request: Request) => new URL(request.url).searchParams;

/** The claims' page the address's filters and page name (the first, with none), as the page asks for it. */
export const claimsLoader = dataLoader((client, { request }) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(claimsQueryOptions(readSearch(queryOf(request), CLAIMS_SEARCH_KEYS))),
  ]),
);

/** The EOBs' page the address's filters and page name, as the page asks for it. */
export const eobsLoader = dataLoader((client, { request }) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(eobsQueryOptions(readSearch(queryOf(request), EOB_SEARCH_KEYS))),
  ]),
);

/**
 * The claim form (issue 39 §3): the family its member select lists comes with the claims' first page
 * (its `members`, the family whose claims the member sees, as the gateway takes them), the query /claims
 * opens with, so one cached response serves both.
 */
export const submitClaimLoader = dataLoader((client) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(claimsQueryOptions({})),
  ]),
);

/** A claim's page: the claim its address names. */
export const claimLoader = dataLoader((client, { params }) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(claimQueryOptions(params.claimNumber ?? '')),
  ]),
);
