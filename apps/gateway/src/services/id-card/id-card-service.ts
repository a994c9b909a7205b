import {
  AREA_SERVER_MESSAGES,
  getEligibilityStatus,
  getIdCardContents,
  getPlanIsoDate,
  ID_CARD_TEXTS,
  type IdCardFacts,
  isIdCardLinkShown,
  isStaffSession,
  isTermedMember,
  maskEmail,
  type ServerMessage,
  serverMessage,
} from '@dash/domain';
import type {
  IdCardContents,
  IdCardEmailResponse,
  IdCardEmailState,
  IdCardMembers,
  IdCardOrderQuery,
} from '@dash/domain/api';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { renderIdCard } from '../../id-card/render-id-card';
import type { IdCardOrderRepository } from '../../repositories/id-card-order-repository';
import type { IdCardRepository, IdCardRows } from '../../repositories/id-card-repository';
import { API_CATEGORY, type MemberDataRepository } from '../../repositories/member-data-repository';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import { type Caller, requireMemberKey } from '../caller';
import type { MailQueue } from '../mail/mail-queue';

/**
 * The ID card area (document 2 §2, §4, §7 idCard/*): one card per family member the signed-in member
 * may see (docs/security.md: the family's data), a termed member's area blocked (§4). A card that is
 * blocked, marked ineligible by the source or has nothing covered is 403, which the download turns into
 * the error page, never a blank card. A suffix outside the family is 404.
 */
export function createIdCardService(deps: {
  readonly idCards: IdCardRepository;
  readonly orders: IdCardOrderRepository;
  readonly memberData: MemberDataRepository;
  readonly outbox: OutboxRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  /** The covered categories of a card, [] when it is blocked or the source says no. */
  function coveredSpans(rows: IdCardRows, now: Date) {
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

  async function rowsOf(memberKey: string): Promise<IdCardRows> {
    const rows = await deps.idCards.getIdCardRows(memberKey);
    if (!rows) throw new NotFoundError('server.noMember');
    return rows;
  }

  /** The card's facts for the caller's own card, or a family member's by suffix; a termed caller is refused. */
  async function getFacts(caller: Caller, suffix: number | undefined): Promise<IdCardFacts> {
    const now = deps.now();
    const self = requireMemberKey(caller);
    const own = await rowsOf(self);
    if (suffix === undefined || suffix === own.memberSuffix) return toFacts(caller, own, now);
    if (isTermedMember(own.spans, now)) throw new ForbiddenError('server.noIdCard');
    const member = (await deps.orders.listFamilyMembers(self)).find((row) => row.suffix === suffix);
    if (!member) throw new NotFoundError('server.noSuffixInFamily');
    return toFacts(caller, await rowsOf(member.memberKey), now);
  }

  async function memberKeyOfSuffix(caller: Caller, suffix: number | undefined): Promise<string> {
    const self = requireMemberKey(caller);
    if (suffix === undefined) return self;
    const member = (await deps.orders.listFamilyMembers(self)).find((row) => row.suffix === suffix);
    if (!member) throw new NotFoundError('server.noSuffixInFamily');
    return member.memberKey;
  }

  return {
    isEligible(caller: Caller): Promise<boolean> {
      return deps.memberData.isIdCardEligible(requireMemberKey(caller));
    },

    /** GET idCard/members: the family, each with the categories of their card; blocked when termed (§4). */
    async listMembers(caller: Caller): Promise<IdCardMembers> {
      const now = deps.now();
      const self = requireMemberKey(caller);
      const own = await rowsOf(self);
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
    },

    /** The card's content as data, for its HTML page: the same facts and checks as the pdf. */
    async getContents(caller: Caller, suffix?: number): Promise<IdCardContents> {
      return { cards: getIdCardContents(await getFacts(caller, suffix)) };
    },

    /** The card as PDF bytes: the caller's own, or a family member's by suffix. */
    async getPdf(caller: Caller, suffix?: number): Promise<Uint8Array> {
      return renderIdCard(await getFacts(caller, suffix), ID_CARD_TEXTS.title);
    },

    /**
     * POST idCard/email: the card to the signed-in member's e-mail on file, queued (issue 36): the
     * member is told it is being sent; the page then reads where it is (getEmailState).
     */
    async emailCard(caller: Caller, suffix: number): Promise<IdCardEmailResponse> {
      const self = requireMemberKey(caller);
      const facts = await getFacts(caller, suffix);
      const email = await deps.orders.getEmailOnFile(self);
      if (!email) throw new ConflictError('area.noEmailOnFile', { code: 'NO_EMAIL_ON_FILE' });
      const pdf = await renderIdCard(facts, ID_CARD_TEXTS.title);
      await deps.mail.send({
        kind: 'id-card',
        domainId: caller.domainId,
        to: email,
        subject: AREA_SERVER_MESSAGES.idCardMailSubject,
        text: AREA_SERVER_MESSAGES.idCardMailText(facts.firstName),
        attachments: [{ filename: ID_CARD_TEXTS.fileName, content: pdf, contentType: 'application/pdf' }],
        memberKey: self,
      });
      return { status: 'queued', sentTo: maskEmail(email) };
    },

    /** GET idCard/email: the latest ID card e-mail the member asked for, and where it is now. */
    async getEmailState(caller: Caller): Promise<IdCardEmailState> {
      const [latest] = await deps.outbox.listOutbox({
        memberKey: requireMemberKey(caller),
        kind: 'id-card',
        limit: 1,
      });
      if (!latest) return { latest: null };
      return {
        latest: {
          status: latest.status,
          requestedAt: latest.createdAt.toISOString(),
          sentTo: maskEmail(latest.recipient),
        },
      };
    },

    /**
     * GET idCard/request: a printed card, once per member, category and day; members only. The
     * confirmation is a message the route writes in the request's language.
     */
    async orderCard(caller: Caller, query: IdCardOrderQuery): Promise<ServerMessage> {
      if (isStaffSession(caller.session)) throw new ForbiddenError('area.staffMayNotOrder');
      const facts = await getFacts(caller, query.suffix);
      if (!facts.coverage.some((coverage) => coverage.category === query.category)) {
        throw new BadRequestError('area.noCardForCategory', {
          fieldErrors: { category: ['area.noCardForCategory'] },
        });
      }
      const added = await deps.orders.addOrder({
        memberKey: await memberKeyOfSuffix(caller, query.suffix),
        category: query.category,
        orderDate: getPlanIsoDate(deps.now()),
        orderedByMemberKey: requireMemberKey(caller),
      });
      return added
        ? serverMessage('idCardOrder.ordered', query.category)
        : serverMessage('idCardOrder.alreadyOrdered', query.category);
    },
  };
}

export type IdCardService = ReturnType<typeof createIdCardService>;
