import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for the gateway's SMTP_URL. */
  readonly url: string;
  readonly messages: readonly CaughtMail[];
  /** The first message (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives, so a test proves the
 * message went over the wire as a member's mail client would get it (the gateway tests and the
 * Playwright journeys both use it). `onMail` lets a caller also keep each message elsewhere.
 */
export async function startSmtpCatcher(
  options: { port?: number; onMail?: (mail: CaughtMail) => void } = {},
): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<{ match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          };
          messages.push(mail);
          options.onMail?.(mail);
          for (const waiter of waiters) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const caught = messages.find(match);
      if (caught) return Promise.resolve(caught);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('No matching message reached the SMTP catcher'));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type AddressField = { text: string } | readonly { text: string }[] | undefined;

function addressText(field: AddressField): string {
  if (!field) return '';
  return Array.isArray(field)
    ? field.map((entry) => entry.text).join(', ')
    : (field as { text: string }).text;
}
