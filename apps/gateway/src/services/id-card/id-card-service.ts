import {
  getEligibilityStatus,
  ID_CARD_TEXTS,
  type IdCardFacts,
  isIdCardLinkShown,
  isTermedMember,
  SERVER_MESSAGES,
} from '@dash/domain';
import { ForbiddenError, NotFoundError } from '../../errors';
import { renderIdCard } from '../../id-card/render-id-card';
import type { IdCardRepository } from '../../repositories/id-card-repository';
import { API_CATEGORY, type MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * The ID card area (document 2 §2, §7 idCard/eligible and idCard/view). A termed member's card is
 * blocked (§4), as is one the source marks ineligible or one with nothing covered: 403, which the
 * download turns into the error page, never a blank card.
 */
export function createIdCardService(deps: {
  readonly idCards: IdCardRepository;
  readonly memberData: MemberDataRepository;
  readonly now: () => Date;
}) {
  async function getFacts(caller: Caller): Promise<IdCardFacts> {
    const now = deps.now();
    const rows = await deps.idCards.getIdCardRows(requireMemberKey(caller));
    if (!rows) throw new NotFoundError(SERVER_MESSAGES.noMember);
    if (!isIdCardLinkShown(rows.sourceEligible, isTermedMember(rows.spans, now))) {
      throw new ForbiddenError(SERVER_MESSAGES.noIdCard);
    }
    const covered = rows.spans.filter((span) => {
      const status = getEligibilityStatus(span, now);
      return status === 'Active' || status === 'Future';
    });
    if (covered.length === 0) throw new ForbiddenError(SERVER_MESSAGES.noIdCard);
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

  return {
    isEligible(caller: Caller): Promise<boolean> {
      return deps.memberData.isIdCardEligible(requireMemberKey(caller));
    },

    /** The card as PDF bytes. */
    async getPdf(caller: Caller): Promise<Uint8Array> {
      return renderIdCard(await getFacts(caller), ID_CARD_TEXTS.title);
    },
  };
}

export type IdCardService = ReturnType<typeof createIdCardService>;
