import type { Member } from '@dash/domain/api';

/** The family members as a select's options: the suffix as the value, the full name as the label. */
export function familyMemberOptions(members: readonly Member[]) {
  return members.map((member) => ({
    value: String(member.memberSuffix),
    label: `${member.firstName} ${member.lastName}`,
  }));
}
