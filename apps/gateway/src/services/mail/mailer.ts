import { type DomainId, getBrand } from '@dash/domain';
import type { MailKind } from '@dash/domain/api';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { inClientSpan } from '../../telemetry/client-span';

export type { MailKind };

export interface MailAttachment {
  readonly filename: string;
  readonly content: Uint8Array;
  readonly contentType: string;
}

export interface OutgoingMail {
  readonly kind: MailKind;
  /** The sender's name and address come from this brand's configuration. */
  readonly domainId: DomainId;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Kept on the outbox row, so a send can be shown and audited per member. */
  readonly memberKey?: string | null;
}

/** What the transport is told; a test can stand in for nodemailer here. */
export type SendThroughTransport = (message: SendMailOptions) => Promise<unknown>;

/**
 * The one SMTP transport (decision 008), null when no server is configured (messages are then kept
 * in the outbox). Short bounds: an attempt that cannot connect fails and is retried by the queue.
 * Each send is a client span when tracing is on (decision 065).
 */
export function createMailTransport(smtpUrl: string | undefined): SendThroughTransport | null {
  if (!smtpUrl) return null;
  const smtp = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  // Each attempt a client span (issue 40 §2) naming the server, never the recipient.
  const server = new URL(smtpUrl);
  const attributes = {
    'server.address': server.hostname,
    'server.port': Number(server.port || (server.protocol === 'smtps:' ? 465 : 587)),
    'network.protocol.name': 'smtp',
  };
  return (message) => inClientSpan('smtp send', attributes, () => smtp.sendMail(message));
}

/** The message as the transport takes it, from the brand's sender. */
export function toTransportMessage(
  mail: Pick<OutgoingMail, 'domainId' | 'to' | 'subject' | 'text' | 'html' | 'attachments'>,
): SendMailOptions {
  const sender = getBrand(mail.domainId).emailSender;
  return {
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
  };
}
