import type { DomainId } from '@dash/domain';
import type { AccountAccessRepository } from '../../repositories/account-access-repository';
import type { RecordNotification } from '../member-notifications/record-notification';

/** The user agent as sessions.user_agent keeps it (cut to 512 characters); null when none was sent. */
export const clientAgentOf = (userAgent: string | undefined): string | null =>
  userAgent === undefined || userAgent === '' ? null : userAgent.slice(0, 512);

/**
 * The browser a session was opened in (issue 15), and the member told of a browser new to the account
 * (issue 39 §2). plugins/session-client.ts stamps the sessions the routes open, after them; a sign-in
 * stamps its session in the statement that opens it and tells the member itself (decision 073).
 */
export function createSessionClient(deps: {
  readonly access: Pick<AccountAccessRepository, 'stampClient'>;
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}) {
  /** Tells the member of the account, when a browser new to it was found (its id; null otherwise). */
  async function tellNewBrowser(accountId: number | null | undefined): Promise<void> {
    if (accountId === undefined || accountId === null) return;
    await deps.notifications.send({ kind: 'new-device-sign-in', to: { accountId }, occurredAt: deps.now() });
  }
  return {
    tellNewBrowser,
    /** Stamps a session just opened, once, and tells the member if its browser is new to the account. */
    async stamp(sessionId: string, userAgent: string | undefined, domainId: DomainId): Promise<void> {
      const stamped = await deps.access.stampClient(sessionId, clientAgentOf(userAgent), domainId);
      await tellNewBrowser(stamped?.newClientAccountId);
    },
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
