import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './run-paths';

export interface MailboxMessage {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly {
    filename: string;
    contentType: string;
    size: number;
    base64: string;
  }[];
}

async function readMailbox(): Promise<MailboxMessage[]> {
  const names = await readdir(MAILBOX_DIR).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(MAILBOX_DIR, name), 'utf8')) as MailboxMessage,
    ),
  );
}

/**
 * The newest message the run's SMTP catcher received for this address (and subject, when given),
 * after `since` messages to it had already arrived: pass the count from `countMail` taken before
 * the action, so an older message can never stand in for the new one.
 */
export async function waitForMail(filter: {
  to: string;
  subject?: string | RegExp;
  since?: number;
}): Promise<MailboxMessage> {
  const matches = async () => {
    const forAddress = (await readMailbox()).filter((mail) => mail.to.includes(filter.to));
    return forAddress.slice(filter.since ?? 0).filter((mail) => {
      if (filter.subject === undefined) return true;
      return typeof filter.subject === 'string'
        ? mail.subject === filter.subject
        : filter.subject.test(mail.subject);
    });
  };
  await expect.poll(async () => (await matches()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const found = await matches();
  return found[found.length - 1] as MailboxMessage;
}

/** How many messages to this address have arrived so far. */
export async function countMail(to: string): Promise<number> {
  return (await readMailbox()).filter((mail) => mail.to.includes(to)).length;
}
