import { z } from 'zod';
import type { SecretBox } from '../../auth/secret-box';
import type { MailAttachment } from './mailer';

/** What is sealed in a send-mail job: the body and attachments (the outbox row holds the rest). */
const SealedMessage = z.object({
  text: z.string(),
  html: z.string().optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }))
    .optional(),
});

export interface MessageBody {
  readonly text: string;
  readonly html?: string | undefined;
  readonly attachments?: readonly MailAttachment[] | undefined;
}

/**
 * A message body sealed to its outbox row (AES-256-GCM, additional data `outbox:<id>`): a reset
 * link's token, an MFA code or a username never lies in the queue's table in clear, and a payload
 * copied onto another row does not open.
 */
export function sealMessage(box: SecretBox, outboxId: number, body: MessageBody): string {
  const plain: z.input<typeof SealedMessage> = {
    text: body.text,
    ...(body.html ? { html: body.html } : {}),
    ...(body.attachments
      ? {
          attachments: body.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            base64: Buffer.from(file.content).toString('base64'),
          })),
        }
      : {}),
  };
  return box.seal(JSON.stringify(plain), outboxId, 'outbox');
}

/** The body again, or null when it does not open (another key, another row, altered). */
export function openMessage(box: SecretBox, outboxId: number, sealed: string): MessageBody | null {
  const plain = box.open(sealed, outboxId, 'outbox');
  if (plain === null) return null;
  const parsed = SealedMessage.safeParse(JSON.parse(plain));
  if (!parsed.success) return null;
  return {
    text: parsed.data.text,
    html: parsed.data.html,
    attachments: parsed.data.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: new Uint8Array(Buffer.from(file.base64, 'base64')),
    })),
  };
}
