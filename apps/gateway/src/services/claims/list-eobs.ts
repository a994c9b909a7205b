import { canSeeEobs } from '@dash/domain';
import type { EobPage, EobsQuery } from '@dash/domain/api';
import { ForbiddenError } from '../../errors';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import type { Caller } from '../caller';
import { scopeOf, whoIsAsking } from './claims-caller';
import { dateRange, paging, toHistoryPage } from './history-window';

/** GET eobs (document 2 §2 /eobs): one page of the family's EOBs, the subscriber's alone (§6). */
export function createListEobs(deps: { readonly claims: ClaimsRepository; readonly now: () => Date }) {
  const { claims } = deps;
  return async function listEobs(caller: Caller, query: EobsQuery): Promise<EobPage> {
    const asking = await whoIsAsking(claims, caller);
    const { member } = asking;
    if (!canSeeEobs(member.suffix)) throw new ForbiddenError('claims.eobsSubscriberOnly');
    const { earliestDate, ...range } = dateRange(deps.now, query);
    const scope = scopeOf(asking, query.suffix);
    const { page, size, offset, limit } = paging(query);
    const found = await claims.listEobs({
      familyKey: member.familyKey,
      ...(scope.memberKey ? { memberKey: scope.memberKey } : {}),
      ...range,
      offset,
      limit,
    });
    return toHistoryPage(found, { page, size }, scope.visible, earliestDate);
  };
}
