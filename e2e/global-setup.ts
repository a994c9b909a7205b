import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSmtpCatcher } from '../apps/gateway/test/helpers/smtp-catcher';
import type { MailboxMessage } from './support/mailbox';
import { MAILBOX_DIR, SMTP_PORT } from './support/run-paths';

/**
 * A real SMTP server for the run: the gateway's mail (ID card, username reminder, password-reset
 * link) arrives here as a member's mail client would receive it, and each message is written to
 * the mailbox folder, where the test workers read it (support/mailbox.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let count = 0;
  const catcher = await startSmtpCatcher({
    port: SMTP_PORT,
    onMail: (mail) => {
      count += 1;
      const message: MailboxMessage = {
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
          base64: file.content.toString('base64'),
        })),
      };
      const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`;
      // The gateway's start empties the data folder, so the mailbox is made again when needed. Written
      // under another name and renamed whole: a worker reading the mailbox meanwhile found half a
      // message ("Unexpected end of JSON input").
      const file = path.join(MAILBOX_DIR, name);
      void mkdir(MAILBOX_DIR, { recursive: true })
        .then(() => writeFile(`${file}.part`, JSON.stringify(message)))
        .then(() => rename(`${file}.part`, file));
    },
  });
  return () => catcher.close();
}
