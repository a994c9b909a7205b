import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whom a login-as would open a session for (document 1 §4, §6). */
export interface LoginAsTarget {
  readonly memberKey: string;
  /** The member's own sign-in account; null when the member has none. */
  readonly accountId: number | null;
  /**
   * The family holds an employee id: the member is an employee of the insurer's groups, whom a
   * logInAsNonEmp account may not log in as (docs/decisions/004-login-as-groups-and-sign-on.md).
   */
  readonly isEmployee: boolean;
}

export interface LoginAsSearch {
  readonly domainId: number;
  readonly subscriberId: string;
  /** Absent: the family's subscriber ('Continue as subscriber'). */
  readonly member?: { readonly firstName: string; readonly lastName: string; readonly dateOfBirth: string };
}

/** Finds login-as targets; only members of the given brand can ever be found. */
export function createLoginAsRepository(db: Kysely<Database>) {
  return {
    async findTarget(search: LoginAsSearch): Promise<LoginAsTarget | null> {
      let query = db
        .selectFrom('members as m')
        .innerJoin('families as f', 'f.family_key', 'm.family_key')
        .leftJoin('accounts as a', 'a.account_id', 'm.account_id')
        .select(['m.member_key', 'm.account_id', 'a.role', 'a.domain_id', 'f.employee_id'])
        .where('f.domain_id', '=', search.domainId)
        .where((eb) => eb(eb.fn('upper', ['f.subscriber_id']), '=', search.subscriberId.toUpperCase()));
      const { member } = search;
      query = member
        ? query
            .where((eb) => eb(eb.fn('lower', ['m.first_name']), '=', member.firstName.toLowerCase()))
            .where((eb) => eb(eb.fn('lower', ['m.last_name']), '=', member.lastName.toLowerCase()))
            .where('m.date_of_birth', '=', member.dateOfBirth)
        : query.where('m.member_suffix', '=', 0);
      const row = await query.orderBy('m.member_key').executeTakeFirst();
      if (!row) return null;
      // A staff account never holds members, but a sign-in is only ever opened on a member account of this brand.
      const usableAccount =
        row.account_id !== null && row.role === 'member' && row.domain_id === search.domainId;
      return {
        memberKey: row.member_key,
        accountId: usableAccount ? row.account_id : null,
        isEmployee: row.employee_id !== null,
      };
    },
  };
}

export type LoginAsRepository = ReturnType<typeof createLoginAsRepository>;
