import type { Mailer, OutgoingMail } from './mailer';

/**
 * Sends without making the caller wait (recovery and registration, issue 14): the answer to a
 * recovery request must not depend on whether a message went out, nor on how long the SMTP server
 * takes. The mailer never throws and records every send in the outbox; `drain` waits for the sends
 * still under way, so the app's close (and a test) loses none.
 */
export function createBackgroundMail(mailer: Mailer) {
  const pending = new Set<Promise<unknown>>();
  return {
    send(mail: OutgoingMail): void {
      const sending = mailer.send(mail).catch(() => undefined);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
