import { getPlanIsoDate, hasCurrentPcp } from '@dash/domain';
import { AccountDetails, API_PATHS, PcpEligibility, PcpMemberList, Provider } from '@dash/domain/api';
import { pcpEligibilityQueryOptions } from '@/features/find-care/api/get-pcp-eligibility';
import { pcpMembersQueryOptions } from '@/features/find-care/api/get-pcp-members';
import { providerPath, providerQueryOptions } from '@/features/find-care/api/get-provider';
import { ACCOUNT } from './account';
import { type DrawnAnswers, type DrawnCall, drawn, type PageCalls } from './drawn-call';

export const primaryCareCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.pcpMembers, pcpMembersQueryOptions(), PcpMemberList),
  drawn(API_PATHS.pcpEligibility, pcpEligibilityQueryOptions(), PcpEligibility),
];

/**
 * The current provider of the family member a suffix names, once the account and the members'
 * histories are in: the provider the page shows, as `usePrimaryCare` and `hasCurrentPcp` pick it.
 */
function currentProviderCall(suffix: string | undefined, answers: DrawnAnswers): DrawnCall[] {
  const account = AccountDetails.safeParse(answers[API_PATHS.account]);
  const members = PcpMemberList.safeParse(answers[API_PATHS.pcpMembers]);
  if (!account.success || !members.success) return [];
  const member = account.data.members.find((candidate) => String(candidate.memberSuffix) === suffix);
  const history = members.data.find((candidate) => candidate.memberKey === member?.memberKey)?.pcp360History;
  const today = getPlanIsoDate(new Date());
  const current = history?.find((row) => hasCurrentPcp([row], today));
  return current
    ? [drawn(providerPath(current.providerId), providerQueryOptions(current.providerId), Provider)]
    : [];
}

/** Primary care for one family member: the primary-care calls, then the member's current provider. */
export const memberPrimaryCareCalls: PageCalls = (shell, domainId, params, search, answers) => [
  ...primaryCareCalls(shell, domainId, params, search, answers),
  ...currentProviderCall(params.suffix, answers),
];
