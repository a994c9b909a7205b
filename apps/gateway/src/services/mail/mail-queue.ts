import { getRetryLimit } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../auth/secret-box';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue, JobRetry } from '../../jobs/job-queue';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import type { OutgoingMail } from './mailer';
import { sealMessage } from './sealed-message';

/** How a message is retried: for the configured window, the waits doubling from the first. */
export function mailRetry(config: Config['jobs']): JobRetry {
  return {
    retryLimit: getRetryLimit(config.mailRetryMinutes * 60, config.mailFirstRetrySeconds),
    retryDelaySeconds: config.mailFirstRetrySeconds,
  };
}

/**
 * Every e-mail the gateway sends goes through here (issue 36 point 3): an outbox row (queued) and a
 * send-mail job with the body sealed, written in the caller's transaction, so the message exists if
 * and only if the change that caused it does. The job's handler (jobs/handlers/send-mail.ts) sends
 * it and settles the row.
 */
export function createMailQueue(deps: {
  readonly db: Kysely<Database>;
  readonly outbox: OutboxRepository;
  readonly queue: JobQueue;
  readonly box: SecretBox;
  readonly config: Config['jobs'];
}) {
  const retry = mailRetry(deps.config);

  async function enqueue(executor: Kysely<Database>, mail: OutgoingMail): Promise<number> {
    const outboxId = await deps.outbox.add(
      {
        kind: mail.kind,
        domainId: mail.domainId,
        memberKey: mail.memberKey ?? null,
        recipient: mail.to,
        subject: mail.subject,
      },
      executor,
    );
    const sealed = sealMessage(deps.box, outboxId, mail);
    await deps.queue.enqueue(executor, 'send-mail', { outboxId, sealed }, retry);
    return outboxId;
  }

  return {
    /** Queues in the caller's transaction; call `wake` once it has committed. */
    enqueue,

    /** A message with no other change behind it: queued in a transaction of its own, sent at once. */
    async send(mail: OutgoingMail): Promise<number> {
      const outboxId = await deps.db.transaction().execute((trx) => enqueue(trx, mail));
      deps.queue.wake('send-mail');
      return outboxId;
    },

    wake(): void {
      deps.queue.wake('send-mail');
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
