import { API_PATHS, PcpEligibility, PcpMemberList } from '@dash/domain/api';
import { pcpEligibilityQueryOptions } from '@/features/find-care/api/get-pcp-eligibility';
import { pcpMembersQueryOptions } from '@/features/find-care/api/get-pcp-members';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

export const primaryCareCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.pcpMembers, pcpMembersQueryOptions(), PcpMemberList),
  drawn(API_PATHS.pcpEligibility, pcpEligibilityQueryOptions(), PcpEligibility),
];
