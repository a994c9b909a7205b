import { getPlanIsoDate, hasCurrentPcp } from '@dash/domain';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/api/account';
import { dataLoader } from '@/lib/route-queries';
import { pcpEligibilityQueryOptions } from './api/get-pcp-eligibility';
import { pcpMembersQueryOptions } from './api/get-pcp-members';
import { providerQueryOptions } from './api/get-provider';

const primaryCare = (client: QueryClient) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(pcpMembersQueryOptions()),
    client.ensureQueryData(pcpEligibilityQueryOptions()),
  ]);

/** Primary care and its provider search's form: the account, the members' histories and the eligibility. */
export const primaryCareLoader = dataLoader(primaryCare);

/**
 * Primary care for one family member: the same, then the current provider of the member its suffix
 * names, as `usePrimaryCare` and `hasCurrentPcp` pick it.
 */
export const memberPrimaryCareLoader = dataLoader(async (client, { params }) => {
  const [account, members] = await primaryCare(client);
  const member = account.members.find((candidate) => String(candidate.memberSuffix) === params.suffix);
  const history = members.find((candidate) => candidate.memberKey === member?.memberKey)?.pcp360History;
  const today = getPlanIsoDate(new Date());
  const current = history?.find((row) => hasCurrentPcp([row], today));
  if (current) await client.ensureQueryData(providerQueryOptions(current.providerId));
});
