import type { ClaimPage, ClaimsQuery } from '@dash/domain/api';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import type { Caller } from '../caller';
import { scopeOf, whoIsAsking } from './claims-caller';
import { dateRange, paging, toHistoryPage } from './history-window';

/** GET claims (document 2 §2 /claims): one page of the claims the caller may read, filtered. */
export function createListClaims(deps: { readonly claims: ClaimsRepository; readonly now: () => Date }) {
  const { claims } = deps;
  return async function list(caller: Caller, query: ClaimsQuery): Promise<ClaimPage> {
    const asking = await whoIsAsking(claims, caller);
    const { member } = asking;
    const { earliestDate, ...range } = dateRange(deps.now, query);
    const scope = scopeOf(asking, query.suffix);
    const { page, size, offset, limit } = paging(query);
    const found = await claims.listClaims({
      familyKey: member.familyKey,
      ...(scope.memberKey ? { memberKey: scope.memberKey } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...range,
      offset,
      limit,
    });
    return toHistoryPage(found, { page, size }, scope.visible, earliestDate);
  };
}
