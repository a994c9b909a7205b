import { getPlanIsoDate, isStaffSession, type ServerMessage, serverMessage } from '@dash/domain';
import type { IdCardOrderQuery } from '@dash/domain/api';
import { BadRequestError, ForbiddenError } from '../../errors';
import { type Caller, requireMemberKey } from '../caller';
import { getFacts, memberKeyOfSuffix } from './card-facts';
import type { IdCardDeps } from './id-card-deps';

/**
 * GET idCard/request: a printed card, once per member, category and day; members only; the member
 * who ordered it is notified (issue 39 §2). The
 * confirmation is a message the route writes in the request's language.
 */
export function createOrderCard(deps: Pick<IdCardDeps, 'idCards' | 'orders' | 'notifications' | 'now'>) {
  return async function orderCard(caller: Caller, query: IdCardOrderQuery): Promise<ServerMessage> {
    if (isStaffSession(caller.session)) throw new ForbiddenError('area.staffMayNotOrder');
    const facts = await getFacts(deps, caller, query.suffix);
    if (!facts.coverage.some((coverage) => coverage.category === query.category)) {
      throw new BadRequestError('area.noCardForCategory', {
        fieldErrors: { category: ['area.noCardForCategory'] },
      });
    }
    const orderedBy = requireMemberKey(caller);
    const at = deps.now();
    const added = await deps.orders.addOrder({
      memberKey: await memberKeyOfSuffix(deps, caller, query.suffix),
      category: query.category,
      orderDate: getPlanIsoDate(at),
      orderedByMemberKey: orderedBy,
    });
    if (added) {
      await deps.notifications.send({
        kind: 'id-card-order-sent',
        to: { memberKey: orderedBy },
        occurredAt: at,
      });
    }
    return added
      ? serverMessage('idCardOrder.ordered', query.category)
      : serverMessage('idCardOrder.alreadyOrdered', query.category);
  };
}
