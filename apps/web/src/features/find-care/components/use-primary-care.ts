import { getPlanIsoDate, type PcpActor } from '@dash/domain';
import type { AccountDetails, PcpEligibility, PcpMember } from '@dash/domain/api';
import { useAccount } from '@/api/account';
import { HttpError } from '@/lib/http-error';
import { usePcpEligibility } from '../api/get-pcp-eligibility';
import { usePcpMembers } from '../api/get-pcp-members';

export type FamilyMember = AccountDetails['members'][number];

export interface PrimaryCareData {
  readonly account: AccountDetails;
  readonly pcpMembers: readonly PcpMember[];
  readonly eligibility: PcpEligibility;
  readonly actor: PcpActor;
  readonly today: string;
  readonly historyOf: (memberKey: string) => PcpMember['pcp360History'];
  readonly pcpMemberOf: (memberKey: string) => PcpMember | undefined;
}

export type PrimaryCareState =
  | { readonly status: 'loading' }
  /** The global handling already shows the error page (document 1 §8). */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: PrimaryCareData };

/** The three calls the primary-care screens read, side by side (no waterfall). */
export function usePrimaryCare(): PrimaryCareState {
  const account = useAccount();
  const members = usePcpMembers();
  const eligibility = usePcpEligibility();
  const failed = [account.error, members.error, eligibility.error].find((error) => error);
  if (failed) {
    if (failed instanceof HttpError) return { status: 'failed' };
    throw failed;
  }
  if (!account.data || !members.data || !eligibility.data) return { status: 'loading' };
  const own = account.data.members.find((member) => member.memberKey === account.data.memberKey);
  const byKey = new Map(members.data.map((member) => [member.memberKey, member]));
  return {
    status: 'ready',
    data: {
      account: account.data,
      pcpMembers: members.data,
      eligibility: eligibility.data,
      actor: { memberKey: account.data.memberKey, memberSuffix: own?.memberSuffix ?? -1 },
      today: getPlanIsoDate(new Date()),
      historyOf: (memberKey) => byKey.get(memberKey)?.pcp360History ?? [],
      pcpMemberOf: (memberKey) => byKey.get(memberKey),
    },
  };
}

export const fullName = (member: Pick<FamilyMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;
