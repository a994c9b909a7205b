import {
  canSelectPcpFor,
  DEFAULT_PCP_PAGE_SIZE,
  FIND_CARE_TEXTS,
  formatIsoDate,
  getPageCount,
  getPlanIsoDate,
  parsePcpEffectiveDate,
  type ServerMessage,
  serverMessage,
} from '@dash/domain';
import type { PcpSearchResponse, PcpSelectRequest, Provider } from '@dash/domain/api';
import type { z } from 'zod';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { FindCareRepository } from '../../repositories/find-care-repository';
import { type Caller, requireMemberKey } from '../caller';
import type { MailQueue } from '../mail/mail-queue';

export const FIND_CARE_ERRORS = {
  notInFamily: 'No member with this key in your family.',
  notAllowed: 'You may choose a primary care provider only for yourself.',
  providerNotFound: 'No provider with this id.',
  notPrimaryCare: 'This provider cannot be chosen for primary care.',
  effectiveDate: 'Enter the effective date as mm/dd/yyyy, today or later.',
  notEligible: 'This member is not eligible for primary care on that date.',
} as const;

/** How far ahead a selection may take effect. */
const MAX_DAYS_AHEAD = 365;

export interface PcpSearchInput {
  readonly members: readonly string[];
  readonly zip: string;
  readonly radius: number;
  readonly searchString: string;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

type SelectInput = z.output<typeof PcpSelectRequest>;

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Find care (document 2 §7 pcp/search, pcp/provider, pcp/select), for the signed-in member's family. */
export function createFindCareService(deps: {
  readonly findCare: FindCareRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  const { findCare } = deps;

  async function requireFamily(caller: Caller, memberKeys: readonly string[]) {
    const memberKey = requireMemberKey(caller);
    const family = await findCare.listFamilyMembers(memberKey);
    const byKey = new Map(family.map((member) => [member.memberKey, member]));
    // Another family's key is refused, never looked up (docs/security.md).
    if (memberKeys.some((key) => !byKey.has(key))) throw new ForbiddenError('server.noMemberKeyInFamily');
    const self = byKey.get(memberKey);
    if (!self) throw new NotFoundError('server.noMemberKeyInFamily');
    return { self, byKey };
  }

  return {
    /** Primary-care providers near a ZIP code, nearest first, one page (document 2 §7, §9). */
    async search(caller: Caller, input: PcpSearchInput): Promise<PcpSearchResponse> {
      const size = input.size ?? DEFAULT_PCP_PAGE_SIZE;
      const number = input.page ?? 0;
      // The directory is the same for everyone: searched beside the family check, answered only after it.
      // A well-formed ZIP outside the service area finds nobody: an empty page, not an error.
      const [, { providers, total }] = await Promise.all([
        requireFamily(caller, input.members),
        findCare.searchProviders({
          zipCode: input.zip,
          radiusMiles: input.radius,
          text: input.searchString,
          offset: number * size,
          limit: size,
        }),
      ]);
      const totalPages = getPageCount(total, size);
      return {
        data: providers,
        page: {
          first: number === 0,
          last: number >= totalPages - 1,
          empty: providers.length === 0,
          number,
          numberOfElements: providers.length,
          size,
          totalElements: total,
          totalPages,
        },
      };
    },

    /** A provider's detail (document 2 §7 pcp/provider); 404 when absent (document 2 §8). */
    async getProvider(caller: Caller, providerId: string): Promise<Provider> {
      requireMemberKey(caller);
      const provider = await findCare.getProvider(providerId);
      if (!provider) throw new NotFoundError('findCare.providerNotFound');
      return provider;
    },

    /**
     * Chooses the provider as primary care for the listed members (document 2 §7 pcp/select): each
     * must be of the caller's family, one the caller may act for (the subscriber for anyone, a
     * dependent for themself) and eligible on the effective date (mm/dd/yyyy, document 2 §5).
     * Sends the confirmation e-mail when an address is given. Answers text.
     */
    async select(caller: Caller, input: SelectInput): Promise<ServerMessage> {
      const { self, byKey } = await requireFamily(
        caller,
        input.pcpSelectList.map((entry) => entry.memberKey),
      );
      if (!input.pcpSelectList.every((entry) => canSelectPcpFor(self, entry.memberKey))) {
        throw new ForbiddenError('findCare.notAllowed');
      }
      const today = getPlanIsoDate(deps.now());
      const choices = input.pcpSelectList.map((entry) => {
        const day = parsePcpEffectiveDate(entry.effectiveDate);
        if (day === null || day < today || day > addDays(today, MAX_DAYS_AHEAD)) {
          throw new BadRequestError('findCare.effectiveDate', {
            fieldErrors: { effectiveDate: ['findCare.effectiveDate'] },
          });
        }
        return { memberKey: entry.memberKey, effectiveDate: day };
      });
      for (const choice of choices) {
        const eligible = await findCare.listPcpEligibleOn([choice.memberKey], choice.effectiveDate);
        if (!eligible.has(choice.memberKey)) throw new BadRequestError('findCare.notEligible');
      }
      const provider = await findCare.getProvider(input.providerId);
      if (!provider) throw new NotFoundError('findCare.providerNotFound');
      if (!(await findCare.isPrimaryCare(provider.id))) throw new BadRequestError('findCare.notPrimaryCare');
      const email = input.email?.trim();
      const names = choices.map((choice) => {
        const member = byKey.get(choice.memberKey);
        return member ? `${member.firstName} ${member.lastName}` : choice.memberKey;
      });
      const providerName = provider.title ? `${provider.name}, ${provider.title}` : provider.name;
      // The confirmation is queued with the selection it confirms (issue 36), when anything changed.
      await findCare.selectPcp(provider, choices, FIND_CARE_TEXTS.endedByNewSelection, async (trx, added) => {
        if (!email || added === 0) return;
        await deps.mail.enqueue(trx, {
          kind: 'pcp-selection',
          domainId: caller.domainId,
          to: email,
          subject: FIND_CARE_TEXTS.selectionMailSubject,
          text: FIND_CARE_TEXTS.selectionMailBody(
            providerName,
            names,
            formatIsoDate(choices[0]?.effectiveDate ?? today),
          ),
          memberKey: self.memberKey,
        });
      });
      deps.mail.wake();
      return serverMessage('findCare.selectionDone');
    },
  };
}

export type FindCareService = ReturnType<typeof createFindCareService>;
