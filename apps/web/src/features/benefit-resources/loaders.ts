import { dataLoader } from '@/lib/route-queries';
import { handbooksQueryOptions } from './api/get-handbooks';
import { medicareMaterialsQueryOptions } from './api/get-medicare-materials';
import { outlineOfCoverageQueryOptions } from './api/get-outline-of-coverage';
import { priorAuthorizationsQueryOptions } from './api/get-prior-authorizations';
import { programDetailsQueryOptions } from './api/get-program-details';
import { programsQueryOptions } from './api/get-programs';
import { referralMetadataQueryOptions } from './api/get-referral-metadata';
import { referralsQueryOptions } from './api/get-referrals';
import { readReferralSearch, referralsRequest } from './api/referral-search';

export const programsLoader = dataLoader((client) => client.ensureQueryData(programsQueryOptions()));

/** A program's page: every program's details, the one its address names among them. */
export const programDetailLoader = dataLoader((client) =>
  client.ensureQueryData(programDetailsQueryOptions()),
);

/** The referrals' page the address's filters and page name (the first, with none), read as the page reads it. */
export const referralsLoader = dataLoader((client, { request }) =>
  Promise.all([
    client.ensureQueryData(referralMetadataQueryOptions()),
    client.ensureQueryData(
      referralsQueryOptions(referralsRequest(readReferralSearch(new URL(request.url).searchParams))),
    ),
  ]),
);

export const priorAuthorizationLoader = dataLoader((client) =>
  client.ensureQueryData(priorAuthorizationsQueryOptions()),
);

/** The Certificate of Coverage: the group's documents, as the handbooks list them. */
export const certificateOfCoverageLoader = dataLoader((client) =>
  client.ensureQueryData(handbooksQueryOptions()),
);

/** The handbooks: the group's documents and the Outline of Coverage, a text response (empty: none). */
export const handbooksLoader = dataLoader((client) =>
  Promise.all([
    client.ensureQueryData(handbooksQueryOptions()),
    client.ensureQueryData(outlineOfCoverageQueryOptions()),
  ]),
);

/** Medicare materials. A member refused them (403) is not rendered: the browser shows the empty list. */
export const medicareMaterialsLoader = dataLoader((client) =>
  client.ensureQueryData(medicareMaterialsQueryOptions()),
);
