import { AccountDetails, AccountLanguage, Accreditation, Flag, ShellContext } from '@dash/domain/api';
import { alexAccount } from './account-fixtures';
import { type Handler, type RouteKey, reply, replyError } from './fetch-mock';

const group = {
  groupId: '100',
  groupName: 'Evergreen Employer Group',
  startDate: '2024-01-01',
  endDate: null,
};

/** The shell's facts of that subscriber: two notifications not read yet, the bell's count (issue 39 §2). */
export const memberShell: ShellContext = {
  subscriberId: 'EV1000001',
  memberSuffix: 0,
  age: 45,
  role: 'member',
  issuedByRole: null,
  groupId: group.groupId,
  groupName: group.groupName,
  hasActiveOrFutureEligibility: true,
  activeCategories: ['dental'],
  termed: false,
  programIds: [27],
  hasEbill: false,
  hasCertificateOfCoverage: false,
  medicareMaterialsEligible: false,
  primaryCareLinkShown: false,
  groups: [group],
  currentGroup: group,
  language: null,
  unreadMessages: 0,
  unreadNotifications: 2,
};

/** What the member-area shell asks for on every page: a subscriber with active dental coverage, no chat. */
export const memberShellHandlers: Partial<Record<RouteKey, Handler>> = {
  'GET /api/shell': () => reply(ShellContext, memberShell),
  // The account, id-card, claims and EOB areas resolve the account state before they open (document 1 §2).
  'GET /api/account': () => reply(AccountDetails, alexAccount),
  'GET /api/referrals/hasReferrals': () => reply(Flag, false),
  'GET /api/outside/chat-config': () => replyError(404, { code: 'NOT_FOUND', message: 'no chat' }),
  'GET /api/outside/accreditation': () =>
    reply(Accreditation, {
      logo: '/api/outside/accreditation/logo.svg',
      description: 'Accredited health plan',
    }),
  // A page rendered in Spanish keeps the member's choice (lib/i18n/member-language.ts): saved as sent.
  'PUT /api/account/language': async (request) =>
    reply(AccountLanguage, AccountLanguage.parse(await request.json())),
};
