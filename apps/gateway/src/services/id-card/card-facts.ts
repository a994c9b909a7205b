import { getEligibilityStatus, type IdCardFacts, isIdCardLinkShown, isTermedMember } from '@dash/domain';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { IdCardRows } from '../../repositories/id-card-repository';
import { API_CATEGORY } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';
import type { IdCardDeps } from './id-card-deps';

type FactsDeps = Pick<IdCardDeps, 'idCards' | 'orders' | 'now'>;

/** The covered categories of a card, [] when it is blocked or the source says no. */
export function coveredSpans(rows: IdCardRows, now: Date) {
  if (!isIdCardLinkShown(rows.sourceEligible, isTermedMember(rows.spans, now))) return [];
  return rows.spans.filter((span) => {
    const status = getEligibilityStatus(span, now);
    return status === 'Active' || status === 'Future';
  });
}

function toFacts(caller: Caller, rows: IdCardRows, now: Date): IdCardFacts {
  const covered = coveredSpans(rows, now);
  if (covered.length === 0) throw new ForbiddenError('server.noIdCard');
  return {
    domainId: caller.domainId,
    firstName: rows.firstName,
    lastName: rows.lastName,
    subscriberId: rows.subscriberId,
    memberSuffix: rows.memberSuffix,
    groupId: rows.groupId,
    groupName: rows.groupName,
    coverage: Object.entries(API_CATEGORY).flatMap(([category, label]) => {
      const span = covered.find((row) => row.category === category);
      return span ? [{ category: label, plan: span.plan, effectiveDate: span.effectiveDate }] : [];
    }),
  };
}

export async function rowsOf(deps: Pick<IdCardDeps, 'idCards'>, memberKey: string): Promise<IdCardRows> {
  const rows = await deps.idCards.getIdCardRows(memberKey);
  if (!rows) throw new NotFoundError('server.noMember');
  return rows;
}

/** The card's facts for the caller's own card, or a family member's by suffix; a termed caller is refused. */
export async function getFacts(
  deps: FactsDeps,
  caller: Caller,
  suffix: number | undefined,
): Promise<IdCardFacts> {
  const now = deps.now();
  const self = requireMemberKey(caller);
  const own = await rowsOf(deps, self);
  if (suffix === undefined || suffix === own.memberSuffix) return toFacts(caller, own, now);
  if (isTermedMember(own.spans, now)) throw new ForbiddenError('server.noIdCard');
  const member = (await deps.orders.listFamilyMembers(self)).find((row) => row.suffix === suffix);
  if (!member) throw new NotFoundError('server.noSuffixInFamily');
  return toFacts(caller, await rowsOf(deps, member.memberKey), now);
}

export async function memberKeyOfSuffix(
  deps: Pick<IdCardDeps, 'orders'>,
  caller: Caller,
  suffix: number | undefined,
): Promise<string> {
  const self = requireMemberKey(caller);
  if (suffix === undefined) return self;
  const member = (await deps.orders.listFamilyMembers(self)).find((row) => row.suffix === suffix);
  if (!member) throw new NotFoundError('server.noSuffixInFamily');
  return member.memberKey;
}
