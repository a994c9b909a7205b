import { AREA_SERVER_MESSAGES, getPlanIsoDate, ID_CARD_PAGE_TEXTS, isStaffSession } from '@dash/domain';
import type { IdCardOrderQuery, IdCardOrderResponse } from '@dash/domain/api';
import { BadRequestError, ForbiddenError } from '../../errors';
import { type Caller, requireMemberKey } from '../caller';
import { getFacts, memberKeyOfSuffix } from './card-facts';
import type { IdCardDeps } from './id-card-deps';

/** GET idCard/request: a printed card, once per member, category and day; members only. */
export function createOrderCard(deps: Pick<IdCardDeps, 'idCards' | 'orders' | 'now'>) {
  return async function orderCard(caller: Caller, query: IdCardOrderQuery): Promise<IdCardOrderResponse> {
    if (isStaffSession(caller.session)) throw new ForbiddenError(AREA_SERVER_MESSAGES.staffMayNotOrder);
    const facts = await getFacts(deps, caller, query.suffix);
    if (!facts.coverage.some((coverage) => coverage.category === query.category)) {
      throw new BadRequestError(AREA_SERVER_MESSAGES.noCardForCategory, {
        fieldErrors: { category: [AREA_SERVER_MESSAGES.noCardForCategory] },
      });
    }
    const added = await deps.orders.addOrder({
      memberKey: await memberKeyOfSuffix(deps, caller, query.suffix),
      category: query.category,
      orderDate: getPlanIsoDate(deps.now()),
      orderedByMemberKey: requireMemberKey(caller),
    });
    return added
      ? ID_CARD_PAGE_TEXTS.ordered(query.category)
      : ID_CARD_PAGE_TEXTS.alreadyOrdered(query.category);
  };
}
