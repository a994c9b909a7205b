import type { Lockout } from '../../auth/lockout';
import type { SecretBox } from '../../auth/secret-box';
import type { SessionStore } from '../../auth/session-store';
import type { TokenIssuer } from '../../auth/token-issuer';
import type { MfaRepository } from '../../repositories/mfa-repository';
import type { PasswordRepository } from '../../repositories/password-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { RecordNotification } from '../member-notifications/record-notification';

export type MfaAuditEntry = {
  action: string;
  actorAccountId: number | null;
  targetMemberKey: string | null;
  clientAddress: string | null;
  detail?: Record<string, unknown>;
};

/** What the flows of multi-factor sign-in are built over; each flow takes the part it uses. */
export interface MfaDeps {
  readonly mfa: MfaRepository;
  readonly passwords: PasswordRepository;
  readonly lockout: Lockout;
  readonly tokens: TokenIssuer;
  readonly sessions: SessionStore;
  readonly secrets: SecretBox;
  readonly mail: MailQueue;
  readonly audit: (entry: MfaAuditEntry) => Promise<void>;
  /** Two-step sign-in turned on or off tells the member (issue 39 §2). */
  readonly notifications: RecordNotification;
  readonly threshold: number;
  readonly now: () => Date;
}
