import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/services/mail/mailer';
import { type SmtpCatcher, startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await createTestApp({ mail: { smtpUrl: catcher.url } });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const pdf = new TextEncoder().encode('%PDF-1.7 test');

describe('the mailer (one transport and an outbox)', () => {
  it('delivers over SMTP from the brand sender, with the attachment, and records the send', async () => {
    const receipt = await t.app.services.mailer.send({
      kind: 'id-card',
      domainId: 2,
      to: 'member.one@example.com',
      subject: 'Your ID card',
      text: 'Your ID card is attached.',
      attachments: [{ filename: 'id-card.pdf', content: pdf, contentType: 'application/pdf' }],
      memberKey: 'MK-1',
    });
    expect(receipt.status).toBe('sent');

    const mail = await catcher.waitFor((m) => m.to === 'member.one@example.com');
    expect(mail.from).toMatch(/^"?Evergreen Medicare Advantage"? <no-reply@medicare\.example\.com>$/);
    expect(mail.subject).toBe('Your ID card');
    expect(mail.text.trim()).toBe('Your ID card is attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('id-card.pdf');
    expect(mail.attachments[0]?.content.toString()).toBe('%PDF-1.7 test');

    const [row] = await t.app.services.outbox.listOutbox({ memberKey: 'MK-1' });
    expect(row).toMatchObject({
      outboxId: receipt.outboxId,
      kind: 'id-card',
      domainId: 2,
      recipient: 'member.one@example.com',
      subject: 'Your ID card',
      status: 'sent',
      error: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The record never holds the body: no column carries it.
    expect(JSON.stringify(row)).not.toContain('attached');
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ outbox: t.app.services.outbox, now: () => new Date() });
    const receipt = await mailer.send({
      kind: 'username-reminder',
      domainId: 1,
      to: 'kept@example.com',
      subject: 'Your username',
      text: 'secret-body',
    });
    expect(receipt.status).toBe('kept');
    const [row] = await t.app.services.outbox.listOutbox({ limit: 1 });
    expect(row).toMatchObject({ outboxId: receipt.outboxId, status: 'kept', sentAt: null });
  });

  it('answers failed, without throwing, when the server cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const mailer = createMailer({
      outbox: t.app.services.outbox,
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      now: () => new Date(),
    });
    const receipt = await mailer.send({
      kind: 'password-reset',
      domainId: 5,
      to: 'nobody@example.com',
      subject: 'Reset your password',
      text: 'token-in-body',
      memberKey: 'MK-2',
    });
    expect(receipt.status).toBe('failed');
    const [row] = await t.app.services.outbox.listOutbox({ memberKey: 'MK-2' });
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(JSON.stringify(row)).not.toContain('token-in-body');
  });

  it('refuses an SMTP_URL that is not an smtp address', async () => {
    const { loadConfig } = await import('../src/config');
    await expect(
      loadConfig({ SMTP_URL: 'http://mail.example.com', TOKEN_SECRET: 'x'.repeat(40) }),
    ).rejects.toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/);
  });
});
