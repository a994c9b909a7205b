import type { AccountDetails, Member } from '../api/account';

/** The signed-in member among the family the account call returns (document 2 §2 Home, welcome banner: first name). */
export function getSignedInMember(
  account: Pick<AccountDetails, 'memberKey' | 'members'>,
): Member | undefined {
  return account.members.find((member) => member.memberKey === account.memberKey);
}
