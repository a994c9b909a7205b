import { getIdCardContents, ID_CARD_TEXTS } from '@dash/domain';
import type { IdCardContents } from '@dash/domain/api';
import { renderIdCard } from '../../id-card/render-id-card';
import { type Caller, requireMemberKey } from '../caller';
import { getFacts } from './card-facts';
import { createEmailCard, createGetEmailState } from './email-card';
import type { IdCardDeps } from './id-card-deps';
import { createListMembers } from './list-members';
import { createOrderCard } from './order-card';

/**
 * The ID card area (document 2 §2, §4, §7 idCard/*), one flow a module: one card per family member the
 * signed-in member may see (docs/security.md: the family's data), a termed member's area blocked (§4).
 * A card that is blocked, marked ineligible by the source or has nothing covered is 403, which the
 * download turns into the error page, never a blank card. A suffix outside the family is 404.
 */
export function createIdCardService(deps: IdCardDeps) {
  return {
    isEligible(caller: Caller): Promise<boolean> {
      return deps.memberData.isIdCardEligible(requireMemberKey(caller));
    },

    listMembers: createListMembers(deps),

    /** The card's content as data, for its HTML page: the same facts and checks as the pdf. */
    async getContents(caller: Caller, suffix?: number): Promise<IdCardContents> {
      return { cards: getIdCardContents(await getFacts(deps, caller, suffix)) };
    },

    /** The card as PDF bytes: the caller's own, or a family member's by suffix. */
    async getPdf(caller: Caller, suffix?: number): Promise<Uint8Array> {
      return renderIdCard(await getFacts(deps, caller, suffix), ID_CARD_TEXTS.title);
    },

    emailCard: createEmailCard(deps),
    getEmailState: createGetEmailState(deps),
    orderCard: createOrderCard(deps),
  };
}

export type IdCardService = ReturnType<typeof createIdCardService>;
