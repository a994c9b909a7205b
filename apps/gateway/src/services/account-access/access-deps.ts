import { DOMAIN_IDS, type DomainId, LOGIN_AS_ROLES } from '@dash/domain';
import type { SessionStore } from '../../auth/session-store';
import type { AccountAccessRepository } from '../../repositories/account-access-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { RecordNotification } from '../member-notifications/record-notification';

/** What the sign-in and access flows are built over. */
export interface AccountAccessDeps {
  readonly access: AccountAccessRepository;
  readonly sessions: SessionStore;
  /** Written at once, as "Log out everywhere" is; the audit plugin's 'write' row names the route too. */
  readonly audit: SignInRepository['audit'];
  /** A sign-in from a browser the account has not used before tells the member (issue 39 §2). */
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}

export type StaffRole = (typeof LOGIN_AS_ROLES)[number];

export function asDomainId(value: number | null): DomainId | null {
  return (DOMAIN_IDS as readonly number[]).includes(value ?? -1) ? (value as DomainId) : null;
}

export function asStaffRole(value: string): StaffRole | null {
  return (LOGIN_AS_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

/** The time before which a session not seen since has ended by idling. */
export const idleSince = (deps: Pick<AccountAccessDeps, 'sessions'>, now: Date) =>
  new Date(now.getTime() - deps.sessions.idleMinutes * 60_000);
