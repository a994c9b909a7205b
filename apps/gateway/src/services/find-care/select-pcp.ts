import {
  canSelectPcpFor,
  FIND_CARE_TEXTS,
  formatIsoDate,
  getPlanIsoDate,
  parsePcpEffectiveDate,
  type ServerMessage,
  serverMessage,
} from '@dash/domain';
import type { PcpSelectRequest } from '@dash/domain/api';
import type { z } from 'zod';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { FindCareRepository } from '../../repositories/find-care-repository';
import type { Caller } from '../caller';
import type { MailQueue } from '../mail/mail-queue';
import type { RecordNotification } from '../member-notifications/record-notification';
import { requireFamily } from './family-check';

/** How far ahead a selection may take effect. */
const MAX_DAYS_AHEAD = 365;

type SelectInput = z.output<typeof PcpSelectRequest>;

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Each entry's member and effective date (mm/dd/yyyy, document 2 §5), from today to a year ahead. */
function choicesOf(input: SelectInput, today: string) {
  return input.pcpSelectList.map((entry) => {
    const day = parsePcpEffectiveDate(entry.effectiveDate);
    if (day === null || day < today || day > addDays(today, MAX_DAYS_AHEAD)) {
      throw new BadRequestError('findCare.effectiveDate', {
        fieldErrors: { effectiveDate: ['findCare.effectiveDate'] },
      });
    }
    return { memberKey: entry.memberKey, effectiveDate: day };
  });
}

/**
 * Chooses the provider as primary care for the listed members (document 2 §7 pcp/select): each
 * must be of the caller's family, one the caller may act for (the subscriber for anyone, a
 * dependent for themself) and eligible on the effective date (mm/dd/yyyy, document 2 §5).
 * Sends the confirmation e-mail when an address is given, and notifies the member. Returns text.
 */
export function createSelectPcp(deps: {
  readonly findCare: FindCareRepository;
  readonly mail: MailQueue;
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}) {
  const { findCare } = deps;
  return async function select(caller: Caller, input: SelectInput): Promise<ServerMessage> {
    const { self, byKey } = await requireFamily(
      findCare,
      caller,
      input.pcpSelectList.map((entry) => entry.memberKey),
    );
    if (!input.pcpSelectList.every((entry) => canSelectPcpFor(self, entry.memberKey))) {
      throw new ForbiddenError('findCare.notAllowed');
    }
    const today = getPlanIsoDate(deps.now());
    const choices = choicesOf(input, today);
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
      if (added === 0) return;
      // The member who chose is notified with the change (issue 39 §2).
      await deps.notifications.record(trx, {
        kind: 'pcp-change-effective',
        to: { memberKey: self.memberKey },
        occurredAt: deps.now(),
      });
      if (!email) return;
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
  };
}
