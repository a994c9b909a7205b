import { randomUUID } from 'node:crypto';
import { buildEbillUrl, getBrand, isEbillMenuShown, isTermedMember, MENU_ROUTES } from '@dash/domain';
import type { EbillLink, EbillRegistration } from '@dash/domain/api';
import { SignJWT } from 'jose';
import { NotFoundError } from '../../errors';
import type { IdCardRepository } from '../../repositories/id-card-repository';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import type { PlanCancellationRepository } from '../../repositories/plan-cancellation-repository';
import { type Caller, requireMemberKey } from '../caller';

/** The family's eBill flags (document 2 §7), one call each. */
export const EBILL_FLAGS = ['hasEbill', 'ebillRegistered', 'showEbillAlert'] as const;
export type EbillFlag = (typeof EBILL_FLAGS)[number];

// The eBill system reads the token once, on arrival: a short life is enough.
const IDP_TOKEN_SECONDS = 300;
const IDP_TOKEN_AUDIENCE = 'ebill';

export function createEbillService(deps: {
  readonly memberData: MemberDataRepository;
  readonly idCards: IdCardRepository;
  readonly plans: PlanCancellationRepository;
  readonly ebillUrl: string;
  readonly tokenSecret: Uint8Array;
  readonly now: () => Date;
}) {
  /** eBill is offered only with eBill, not termed, never on the partner brand (document 2 §6). */
  async function requireEbill(caller: Caller) {
    const memberKey = requireMemberKey(caller);
    const [status, rows] = await Promise.all([
      deps.memberData.getEbillStatus(memberKey),
      deps.idCards.getIdCardRows(memberKey),
    ]);
    if (!rows) throw new NotFoundError('server.noMember');
    const termed = isTermedMember(rows.spans, deps.now());
    if (!isEbillMenuShown({ domainId: caller.domainId, hasEbill: status.hasEbill, termed })) {
      throw new NotFoundError('area.noEbill');
    }
    return { memberKey, status };
  }

  /**
   * The idptoken the eBill system signs the member on with: signed by the gateway for the eBill
   * audience only, so it is never a token the gateway's own routes accept.
   */
  async function idpToken(memberKey: string): Promise<string> {
    const issuedAt = Math.floor(deps.now().getTime() / 1000);
    return new SignJWT({ memberKey })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(IDP_TOKEN_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + IDP_TOKEN_SECONDS)
      .sign(deps.tokenSecret);
  }

  return {
    async getFlag(caller: Caller, flag: EbillFlag): Promise<boolean> {
      return (await deps.memberData.getEbillStatus(requireMemberKey(caller)))[flag];
    },

    /** GET ebill/link: the eBill address with firsttime=Y when not registered, theme, dashboardlink, idptoken (§7). */
    async getLink(caller: Caller, dashboardOrigin: string): Promise<EbillLink> {
      const { memberKey, status } = await requireEbill(caller);
      return {
        url: buildEbillUrl(deps.ebillUrl, {
          registered: status.ebillRegistered,
          theme: getBrand(caller.domainId).theme,
          dashboardLink: `${dashboardOrigin}${MENU_ROUTES.ebill}`,
          idpToken: await idpToken(memberKey),
        }),
      };
    },

    /** PUT ebill/registerEbillUser: the family is registered; again is no change. */
    async register(caller: Caller): Promise<EbillRegistration> {
      const { memberKey } = await requireEbill(caller);
      const registered = await deps.plans.registerEbill(memberKey);
      if (!registered) throw new NotFoundError('area.noEbill');
      return { ebillRegistered: true };
    },
  };
}

export type EbillService = ReturnType<typeof createEbillService>;
