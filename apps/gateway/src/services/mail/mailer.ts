import { type DomainId, getBrand } from '@dash/domain';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { OutboxRepository } from '../../repositories/outbox-repository';

export type MailKind =
  | 'id-card'
  | 'username-reminder'
  | 'password-reset'
  | 'pcp-selection'
  | 'registration'
  | 'mfa-code';

export interface OutgoingMail {
  readonly kind: MailKind;
  /** The sender's name and address come from this brand's configuration. */
  readonly domainId: DomainId;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly {
    readonly filename: string;
    readonly content: Uint8Array;
    readonly contentType: string;
  }[];
  /** Kept on the outbox row, so a send can be shown and audited per member. */
  readonly memberKey?: string | null;
}

export interface MailReceipt {
  readonly outboxId: number;
  readonly status: 'sent' | 'kept' | 'failed';
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<MailReceipt>;
}

/** What the transport is told; a test can stand in for nodemailer here. */
export type SendThroughTransport = (message: SendMailOptions) => Promise<unknown>;

/**
 * One transport for every message the gateway sends (the ID card, the username reminder, the
 * password-reset link). Each send is first recorded in the outbox, then settled: `sent` when the
 * SMTP server took it, `kept` when no server is configured (README "Reading the outbox"), `failed`
 * when it refused or could not be reached. A transport failure is an answer, not an exception: the
 * calling flow decides what the member is told, and recovery must answer the same either way.
 */
export function createMailer(deps: {
  readonly outbox: OutboxRepository;
  readonly smtpUrl?: string | undefined;
  readonly now: () => Date;
  readonly transport?: SendThroughTransport;
}): Mailer {
  const transport: SendThroughTransport | null =
    deps.transport ??
    (deps.smtpUrl
      ? (() => {
          // A short connection budget: a member waits on this call.
          const smtp = nodemailer.createTransport({
            url: deps.smtpUrl,
            connectionTimeout: 5_000,
            greetingTimeout: 5_000,
            socketTimeout: 10_000,
          });
          return (message) => smtp.sendMail(message);
        })()
      : null);

  return {
    async send(mail) {
      const outboxId = await deps.outbox.add({
        kind: mail.kind,
        domainId: mail.domainId,
        memberKey: mail.memberKey ?? null,
        recipient: mail.to,
        subject: mail.subject,
      });
      if (!transport) {
        await deps.outbox.settle(outboxId, { status: 'kept', error: null, sentAt: null });
        return { outboxId, status: 'kept' };
      }
      const sender = getBrand(mail.domainId).emailSender;
      try {
        await transport({
          from: { name: sender.name, address: sender.address },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments
            ? {
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename,
                  content: Buffer.from(file.content),
                  contentType: file.contentType,
                })),
              }
            : {}),
        });
      } catch (error) {
        // The reason without the message: nodemailer's error text never holds the body.
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
        await deps.outbox.settle(outboxId, { status: 'failed', error: reason, sentAt: null });
        return { outboxId, status: 'failed' };
      }
      await deps.outbox.settle(outboxId, { status: 'sent', error: null, sentAt: deps.now() });
      return { outboxId, status: 'sent' };
    },
  };
}
