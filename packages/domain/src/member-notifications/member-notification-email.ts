import type { Preferences } from '../api/account';
import { getPreferenceDefaults } from '../preferences/preference-form';
import { MEMBER_NOTIFICATION_FACTS, type MemberNotificationKind } from './member-notification-kinds';

/** What the e-mail rule reads of a member: the stored preferences (null when none) and the policy kind. */
export interface MemberNotificationRecipient {
  readonly preferences: Preferences | null;
  readonly hasExtendedPolicy: boolean;
}

/**
 * The address a notification of this kind is e-mailed to, or null (issue 39 §2): a security event
 * always, whatever the preferences; a claim or EOB when the member's electronic EOB choice (the stored
 * one, else its document 1 §5 default) is Y; never without an address on file.
 */
export function getMemberNotificationEmail(
  kind: MemberNotificationKind,
  recipient: MemberNotificationRecipient,
): string | null {
  const address = recipient.preferences?.emailAddress?.trim() || null;
  if (address === null) return null;
  const rule = MEMBER_NOTIFICATION_FACTS[kind].email;
  if (rule === 'always') return address;
  if (rule === 'portal') return null;
  const stored = recipient.preferences?.[rule] ?? null;
  const choice = stored ?? getPreferenceDefaults(recipient.hasExtendedPolicy)[rule];
  return choice === 'Y' ? address : null;
}
