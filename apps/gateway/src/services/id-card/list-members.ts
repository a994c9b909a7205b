import { isTermedMember } from '@dash/domain';
import type { IdCardMembers } from '@dash/domain/api';
import { API_CATEGORY } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';
import { coveredSpans, rowsOf } from './card-facts';
import type { IdCardDeps } from './id-card-deps';

/** GET idCard/members: the family, each with the categories of their card; blocked when termed (§4). */
export function createListMembers(deps: Pick<IdCardDeps, 'idCards' | 'orders' | 'now'>) {
  return async function listMembers(caller: Caller): Promise<IdCardMembers> {
    const now = deps.now();
    const self = requireMemberKey(caller);
    const own = await rowsOf(deps, self);
    if (isTermedMember(own.spans, now)) return { blocked: true, members: [] };
    const family = await deps.orders.listFamilyMembers(self);
    const members = await Promise.all(
      family.map(async (member) => {
        const rows = await deps.idCards.getIdCardRows(member.memberKey);
        const covered = rows ? coveredSpans(rows, now) : [];
        return {
          suffix: member.suffix,
          firstName: member.firstName,
          lastName: member.lastName,
          relationshipDescription: member.relationshipDescription,
          categories: Object.entries(API_CATEGORY).flatMap(([category, label]) =>
            covered.some((span) => span.category === category) ? [label] : [],
          ),
          self: member.memberKey === self,
        };
      }),
    );
    return { blocked: false, members };
  };
}
