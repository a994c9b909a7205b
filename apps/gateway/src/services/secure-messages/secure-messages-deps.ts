import type { ServerMessage } from '@dash/domain';
import type { SecureMessagesRepository } from '../../repositories/secure-messages-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { RecordNotification } from '../member-notifications/record-notification';

/** What the secure messages' flows are built from; each takes the part it uses. */
export interface SecureMessagesDeps {
  readonly messages: SecureMessagesRepository;
  readonly mail: MailQueue;
  readonly audit: SignInRepository['audit'];
  /** "A message answered" in the member's notifications (issue 39 §2), in the reply's transaction. */
  readonly notices: Pick<RecordNotification, 'record'>;
  readonly now: () => Date;
}

/** What a write answers: the conversation it changed and a message for the caller. */
export interface ConversationChange {
  readonly conversationId: number;
  readonly message: ServerMessage;
}

/** An attachment's bytes and how to send them. */
export interface AttachmentDownload {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}
