import { type Expression, sql } from 'kysely';

/** A key as a query sees it: the call's own value (a parameter), or a column of an outer query. */
export type KeyOperand = string | Expression<string>;

/**
 * Whose data a part of the member data reads. A part's query is written once against a scope, so
 * that its own route runs it with the session's member as a parameter and the combined home and
 * shell statements run it as a sub-select of their member row (one statement, not one per part).
 */
export interface MemberScope {
  readonly memberKey: KeyOperand;
  readonly familyKey: KeyOperand;
}

/**
 * The member row of a combined statement, `members as m`, seen from the sub-selects inside it. A part
 * that reads the scope must therefore not name a table of its own `m` (it would hide the outer row):
 * the parts use `fm`.
 */
export const OUTER_MEMBER: MemberScope = {
  memberKey: sql.ref<string>('m.member_key'),
  familyKey: sql.ref<string>('m.family_key'),
};
