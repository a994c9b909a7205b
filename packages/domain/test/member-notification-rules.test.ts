import { describe, expect, it } from 'vitest';
import type { Preferences } from '../src/api/account';
import { getMemberNotificationEmail } from '../src/member-notifications/member-notification-email';
import {
  MEMBER_NOTIFICATION_FACTS,
  MEMBER_NOTIFICATION_KINDS,
  type MemberNotificationKind,
} from '../src/member-notifications/member-notification-kinds';
import { MEMBER_NOTIFICATION_MAIL_SUBJECTS } from '../src/member-notifications/member-notification-texts';
import { getUnreadBadge } from '../src/navigation/notifications-link';

const ADDRESS = 'alex.member@example.com';
const stored = (electronicEob: 'Y' | 'N' | null, emailAddress: string | null = ADDRESS): Preferences => ({
  emailAddress,
  electronicEob,
  emailBreakingNews: null,
  electronicMedicareMailing: null,
  emailPaymentReminder: null,
  emailAutopayWithdrawalReminder: null,
  discontinuePaperStatements: null,
  emailWhenBillReady: null,
  emailEwpNotification: null,
  showEwpLandingPage: null,
});

describe('whether a notification is e-mailed (issue 39 §2, document 1 §5)', () => {
  it.each<[string, MemberNotificationKind, Preferences | null, boolean, string | null]>([
    ['a claim, electronic EOB Y', 'claim-processed', stored('Y'), false, ADDRESS],
    ['a claim, electronic EOB N', 'claim-processed', stored('N'), false, null],
    ['an EOB, electronic EOB Y', 'eob-ready', stored('Y'), true, ADDRESS],
    ['an EOB, electronic EOB N', 'eob-ready', stored('N'), false, null],
    ['an EOB, unanswered, no extended policy: default Y', 'eob-ready', stored(null), false, ADDRESS],
    ['an EOB, unanswered, extended policy: default N', 'eob-ready', stored(null), true, null],
    ['password changed, electronic EOB N: always', 'password-changed', stored('N'), true, ADDRESS],
    ['new device, electronic EOB N: always', 'new-device-sign-in', stored('N'), false, ADDRESS],
    ['two-step on: always', 'two-step-on', stored('N'), false, ADDRESS],
    ['two-step off: always', 'two-step-off', stored(null), true, ADDRESS],
    ['staff login-as: always', 'staff-login-as', stored('N'), false, ADDRESS],
    ['ID card order sent', 'id-card-order-sent', stored('N'), false, ADDRESS],
    ['primary care change', 'pcp-change-effective', stored('N'), false, ADDRESS],
    ['message answered: its own mail says it', 'message-answered', stored('Y'), false, null],
    ['password changed, no address on file', 'password-changed', stored('Y', null), false, null],
    ['password changed, a blank address', 'password-changed', stored('Y', '  '), false, null],
    ['an EOB, no preferences row', 'eob-ready', null, false, null],
  ])('%s', (_name, kind, preferences, hasExtendedPolicy, expected) => {
    expect(getMemberNotificationEmail(kind, { preferences, hasExtendedPolicy })).toBe(expected);
  });
});

describe('the kinds as data', () => {
  it.each([
    ['password-changed', true],
    ['new-device-sign-in', true],
    ['two-step-on', true],
    ['two-step-off', true],
    ['staff-login-as', true],
    ['claim-processed', false],
    ['eob-ready', false],
    ['id-card-order-sent', false],
    ['pcp-change-effective', false],
    ['message-answered', false],
  ] as const)('%s is a security event: %s', (kind, isSecurity) => {
    expect(MEMBER_NOTIFICATION_FACTS[kind].isSecurity).toBe(isSecurity);
  });

  it('every security event is e-mailed whatever the preferences, and every kind has a link and a subject', () => {
    for (const kind of MEMBER_NOTIFICATION_KINDS) {
      const facts = MEMBER_NOTIFICATION_FACTS[kind];
      if (facts.isSecurity) expect(facts.email).toBe('always');
      expect(facts.link).toMatch(/^\/[a-z]/);
      expect(MEMBER_NOTIFICATION_MAIL_SUBJECTS[kind].length).toBeGreaterThan(0);
    }
  });
});

describe('the shell link’s unread badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i unread shows %s', (count, badge) => {
    expect(getUnreadBadge(count)).toBe(badge);
  });
});
