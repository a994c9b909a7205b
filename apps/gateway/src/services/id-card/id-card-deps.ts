import type { IdCardOrderRepository } from '../../repositories/id-card-order-repository';
import type { IdCardRepository } from '../../repositories/id-card-repository';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import type { MailQueue } from '../mail/mail-queue';

/** What the ID card area's flows are built over; each takes the part it uses. */
export interface IdCardDeps {
  readonly idCards: IdCardRepository;
  readonly orders: IdCardOrderRepository;
  readonly memberData: MemberDataRepository;
  readonly outbox: OutboxRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}
