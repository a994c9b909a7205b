import {
  type DomainId,
  getMemberNotificationEmail,
  MEMBER_NOTIFICATION_MAIL_BODY,
  MEMBER_NOTIFICATION_MAIL_SUBJECTS,
  type MemberNotificationKind,
} from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberNotificationsRepository } from '../../repositories/member-notifications-repository';
import type { MailQueue } from '../mail/mail-queue';

export interface MemberNotificationEvent {
  readonly kind: MemberNotificationKind;
  /** The member told: by key, or the account's own member (a password change, a two-step change). */
  readonly to: { readonly memberKey: string } | { readonly accountId: number };
  readonly occurredAt: Date;
}

/**
 * Records what happened to a member (issue 39 §2) in `executor`'s transaction: the notification, and
 * its e-mail (outbox row and send-mail job, issue 36 point 3) when the kind and the member's
 * preferences ask for one, so both exist if and only if the change does. The caller calls `wake`
 * once it has committed. The one entry point for every area: secure messages call it with
 * `message-answered` when staff reply.
 */
export function createRecordNotification(deps: {
  readonly db: Kysely<Database>;
  readonly notifications: MemberNotificationsRepository;
  readonly mail: MailQueue;
}) {
  async function record(executor: Kysely<Database>, event: MemberNotificationEvent): Promise<number | null> {
    const recipient = await deps.notifications.findRecipient(event.to, executor);
    if (!recipient) return null;
    const address = getMemberNotificationEmail(event.kind, recipient);
    const subject = MEMBER_NOTIFICATION_MAIL_SUBJECTS[event.kind];
    const outboxId =
      address === null
        ? null
        : await deps.mail.enqueue(executor, {
            kind: 'member-notification',
            domainId: recipient.domainId as DomainId,
            to: address,
            subject,
            text: MEMBER_NOTIFICATION_MAIL_BODY(subject),
            memberKey: recipient.memberKey,
          });
    return deps.notifications.add(
      { memberKey: recipient.memberKey, kind: event.kind, occurredAt: event.occurredAt, outboxId },
      executor,
    );
  }

  return {
    /** In the caller's transaction; then `wake`. */
    record,
    wake: (): void => deps.mail.wake(),

    /**
     * An event whose change is already committed by code that keeps its own transaction (a second
     * factor turned on, a login-as, a new browser): recorded in a transaction of its own, sent at once.
     */
    async send(event: MemberNotificationEvent): Promise<number | null> {
      const id = await deps.db.transaction().execute((trx) => record(trx, event));
      deps.mail.wake();
      return id;
    },
  };
}

export type RecordNotification = ReturnType<typeof createRecordNotification>;
