import type { RecoveryRepository } from '../../repositories/recovery-repository';
import type { MailQueue } from '../mail/mail-queue';

/** What the recovery flows are built over. */
export interface RecoveryDeps {
  readonly recovery: RecoveryRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}
