import type { IdCardOrderRepository } from '../../repositories/id-card-order-repository';
import type { IdCardRepository } from '../../repositories/id-card-repository';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { RecordNotification } from '../member-notifications/record-notification';

/** What the ID card area's flows are built over; each takes the part it uses. */
export interface IdCardDeps {
  readonly idCards: IdCardRepository;
  readonly orders: IdCardOrderRepository;
  readonly memberData: MemberDataRepository;
  readonly outbox: OutboxRepository;
  readonly mail: MailQueue;
  /** An order placed tells the member who placed it (issue 39 §2). */
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}
