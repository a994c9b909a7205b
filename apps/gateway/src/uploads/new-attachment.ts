import type { AttachmentType } from '@dash/domain';

/**
 * A file the check let through (attachment-check.ts), as a message's or a submitted claim's repository
 * stores it: its name made safe and ending in the type its bytes are, and that type.
 */
export interface NewAttachment {
  readonly fileName: string;
  readonly contentType: AttachmentType;
  readonly content: Uint8Array;
}
