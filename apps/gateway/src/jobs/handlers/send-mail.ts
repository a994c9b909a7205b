import type { DomainId } from '@dash/domain';
import type { SecretBox } from '../../auth/secret-box';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import { type SendThroughTransport, toTransportMessage } from '../../services/mail/mailer';
import { openMessage } from '../../services/mail/sealed-message';
import type { JobHandler, JobRetry } from '../job-queue';

/** The reason without the message: nodemailer's error text never holds the body. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 500) : 'unknown error');

/**
 * The send-mail job (issue 36 point 3): opens the sealed body, sends it from the brand's sender and
 * settles the outbox row: sent, kept (no mail server configured), retrying (the attempt failed and the
 * queue will try again) or failed (the last try failed). A row already settled is left alone, so a job
 * run again after its gateway died between the send and the job's completion does not send twice.
 */
export function createSendMailHandler(deps: {
  readonly outbox: OutboxRepository;
  readonly box: SecretBox;
  readonly transport: SendThroughTransport | null;
  readonly retry: JobRetry;
  readonly now: () => Date;
  readonly onFailedAttempt?: (outboxId: number, reason: string) => void;
}): JobHandler<'send-mail'> {
  return {
    retry: deps.retry,

    async run({ outboxId, sealed }, attempt) {
      const row = await deps.outbox.find(outboxId);
      if (!row || row.status === 'sent' || row.status === 'kept' || row.status === 'failed') return;
      const body = openMessage(deps.box, outboxId, sealed);
      if (!body) {
        // Another key (MFA_ENCRYPTION_KEY changed) or an altered payload: no retry can open it.
        const error = 'the queued message could not be opened';
        await deps.outbox.settle(outboxId, {
          status: 'failed',
          error,
          sentAt: null,
          at: deps.now(),
          attempted: false,
        });
        return;
      }
      if (!deps.transport) {
        await deps.outbox.settle(outboxId, {
          status: 'kept',
          error: null,
          sentAt: null,
          at: deps.now(),
          attempted: false,
        });
        return;
      }
      try {
        await deps.transport(
          toTransportMessage({
            domainId: row.domainId as DomainId,
            to: row.recipient,
            subject: row.subject,
            ...body,
          }),
        );
      } catch (error) {
        const reason = reasonOf(error);
        deps.onFailedAttempt?.(outboxId, reason);
        await deps.outbox.settle(outboxId, {
          status: attempt.isLastTry ? 'failed' : 'retrying',
          error: reason,
          sentAt: null,
          at: deps.now(),
          attempted: true,
        });
        if (!attempt.isLastTry) throw error;
        return;
      }
      const at = deps.now();
      await deps.outbox.settle(outboxId, { status: 'sent', error: null, sentAt: at, at, attempted: true });
    },

    // The last attempt outlived its time (its gateway died): the row would otherwise stay retrying.
    async gaveUp({ outboxId }) {
      const row = await deps.outbox.find(outboxId);
      await deps.outbox.settle(outboxId, {
        status: 'failed',
        error: row?.error ?? 'the last attempt did not finish',
        sentAt: null,
        at: deps.now(),
        attempted: false,
      });
    },
  };
}
