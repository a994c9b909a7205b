/** The member's share of a line, by how it arose, in the order the screens and the EOB list them. */
export const MEMBER_SHARE_KINDS = ['deductible', 'copay', 'coinsurance', 'notCovered'] as const;
export type MemberShareKind = (typeof MEMBER_SHARE_KINDS)[number];
