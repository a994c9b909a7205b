import { describe, expect, it } from 'vitest';
import {
  getPendingSignInStep,
  type NextStep,
  nextStepAfterLogin,
  type PendingSignInStep,
  type PostLoginState,
} from '../src/routing/next-step-after-login';
import { isRefusedAtSignIn, mustChangePassword } from '../src/session/session-rules';

const one = [{ groupId: '100', memberKey: 'm1', salesPlatform: false }];
const twoFlagged = [
  { groupId: '100', memberKey: 'm1', salesPlatform: false },
  { groupId: '200', memberKey: 'm2', salesPlatform: true },
];
const twoPlain = [
  { groupId: '100', memberKey: 'm1', salesPlatform: false },
  { groupId: '300', memberKey: 'm3', salesPlatform: false },
];
const flaggedOwn = [{ groupId: '200', memberKey: 'm1', salesPlatform: true }];

const base: PostLoginState = {
  domainId: 1,
  claims: { memberKey: 'm1', role: 'member', issuedByRole: null },
  groups: one,
  chosenGroupId: null,
  preferences: { emailAddress: 'alex@example.com', electronicEob: 'Y' },
  relevantPreferences: ['electronicEob'],
  communicationPolicySigned: true,
  accountStatus: 'ACT',
  redirect: null,
  preventSalesPlatform: false,
};

const route = (path: string): NextStep => ({ kind: 'route', path });
const complete = (path: string): NextStep => ({ kind: 'complete', path });
const staff = { memberKey: null, role: 'logInAsAnyone', issuedByRole: null };
const loggedInAs = { memberKey: 'm1', role: 'member', issuedByRole: 'logInAsNonEmp' };

/** Document 1 §4: one row per branch, regular brands and the partner brand. */
const table: Array<[string, Partial<PostLoginState>, NextStep]> = [
  ['1. a logInAsAnyone token goes to /login-as', { claims: staff }, route('/login-as')],
  [
    '1. a logInAsNonEmp token goes to /login-as',
    { claims: { ...staff, role: 'logInAsNonEmp' } },
    route('/login-as'),
  ],
  [
    '1. staff on the Medicare Advantage brand go straight to /login-as',
    { domainId: 2, claims: staff },
    route('/login-as'),
  ],
  [
    '1. staff on the partner brand go straight to /login-as',
    { domainId: 5, claims: staff },
    route('/login-as'),
  ],
  [
    '3. two groups, one flagged, none chosen → /group-selection',
    { groups: twoFlagged },
    route('/group-selection'),
  ],
  [
    '3. two groups, one flagged, one chosen → on',
    { groups: twoFlagged, chosenGroupId: '100' },
    complete('/home'),
  ],
  ['3. two groups, none flagged → on', { groups: twoPlain }, complete('/home')],
  [
    '3. one flagged group only is not a choice',
    { groups: flaggedOwn, preventSalesPlatform: true },
    complete('/home'),
  ],
  [
    '4. no email → /update-preferences',
    { preferences: { emailAddress: null } },
    route('/update-preferences'),
  ],
  [
    '4. empty email → /update-preferences',
    { preferences: { emailAddress: '' } },
    route('/update-preferences'),
  ],
  [
    '4. a relevant preference unset (null) → /update-preferences',
    { preferences: { emailAddress: 'a@example.com', electronicEob: null } },
    route('/update-preferences'),
  ],
  [
    '4. an unset preference that is not relevant does not stop',
    { preferences: { emailAddress: 'a@example.com', electronicEob: 'Y', emailBreakingNews: null } },
    complete('/home'),
  ],
  [
    '4. a login-as token skips the preference prompt',
    { claims: loggedInAs, preferences: { emailAddress: null } },
    complete('/home'),
  ],
  [
    '5. own group flagged, not prevented → sales-platform sign-on',
    { groups: flaggedOwn },
    { kind: 'sales-platform-sso' },
  ],
  [
    '5. own group flagged in a chosen pair → sales-platform sign-on',
    {
      groups: twoFlagged,
      chosenGroupId: '200',
      claims: { memberKey: 'm2', role: 'member', issuedByRole: null },
    },
    { kind: 'sales-platform-sso' },
  ],
  [
    '5. own group flagged but prevented → /home',
    { groups: flaggedOwn, preventSalesPlatform: true },
    complete('/home'),
  ],
  [
    '6. status INI → change password with the temporary token',
    { accountStatus: 'INI' },
    route('/account/settings/change-password'),
  ],
  ['6. status ACT → /home', {}, complete('/home')],
  ['6. status FRC routes like INI', { accountStatus: 'FRC' }, route('/account/settings/change-password')],
  [
    '6. INI after the preference prompt: preferences first',
    { accountStatus: 'INI', preferences: { emailAddress: null } },
    route('/update-preferences'),
  ],
  [
    '6. a login-as token never changes the password → /home',
    { accountStatus: 'INI', claims: loggedInAs },
    complete('/home'),
  ],
  [
    'a redirect address → a full page load to it plus the path',
    { redirect: 'https://app.example.com/' },
    { kind: 'full-page-load', url: 'https://app.example.com/home' },
  ],
  [
    'a redirect with INI → the password first, on this site',
    { redirect: 'https://app.example.com', accountStatus: 'INI' },
    route('/account/settings/change-password'),
  ],
  [
    'partner: unsigned policy → /registration-policies',
    { domainId: 5, communicationPolicySigned: false },
    route('/registration-policies'),
  ],
  ['partner: signed policy → /home', { domainId: 5 }, complete('/home')],
  [
    'partner: unsigned policy but login-as → /home',
    { domainId: 5, communicationPolicySigned: false, claims: loggedInAs },
    complete('/home'),
  ],
  [
    'partner: no group selection or preference prompts',
    { domainId: 5, groups: twoFlagged, preferences: { emailAddress: null } },
    complete('/home'),
  ],
  [
    'partner: FRC after a signed policy → change password',
    { domainId: 5, accountStatus: 'FRC' },
    route('/account/settings/change-password'),
  ],
];

describe('nextStepAfterLogin (document 1 §4)', () => {
  it.each(table)('%s', (_name, overrides, expected) => {
    expect(nextStepAfterLogin({ ...base, ...overrides })).toEqual(expected);
  });
});

/** The gateway's rule for POST session: the steps still to do before the session (document 1 §4). */
const pendingTable: Array<[string, Partial<PostLoginState>, PendingSignInStep | null]> = [
  ['nothing left for alex', {}, null],
  ['staff choose a member first', { claims: staff }, 'login-as'],
  ['avery (INI) changes the password', { accountStatus: 'INI' }, 'change-password'],
  ['FRC changes the password', { accountStatus: 'FRC' }, 'change-password'],
  ['taylor chooses a group', { groups: twoFlagged }, 'group-selection'],
  ['taylor after choosing', { groups: twoFlagged, chosenGroupId: '200' }, null],
  ['pat gives an e-mail', { preferences: { emailAddress: null } }, 'update-preferences'],
  [
    'quinn answers a required preference',
    { preferences: { emailAddress: 'q@example.com', electronicEob: null } },
    'update-preferences',
  ],
  ['parker signs the policy', { domainId: 5, communicationPolicySigned: false }, 'registration-policies'],
  ['login-as skips the preferences', { claims: loggedInAs, preferences: { emailAddress: null } }, null],
  ['login-as skips the policy', { domainId: 5, claims: loggedInAs, communicationPolicySigned: false }, null],
  ['login-as skips the password', { claims: loggedInAs, accountStatus: 'INI' }, null],
  ['login-as still chooses a group', { claims: loggedInAs, groups: twoFlagged }, 'group-selection'],
  ['the sales-platform sign-on is no step before the session', { groups: flaggedOwn }, null],
];

describe('getPendingSignInStep (document 1 §4, enforced by POST session)', () => {
  it.each(pendingTable)('%s', (_name, overrides, expected) => {
    expect(getPendingSignInStep({ ...base, ...overrides })).toBe(expected);
  });
});

describe('account statuses (document 1 §4, §8)', () => {
  it.each([
    ['ACT', false, false],
    ['INI', true, false],
    ['FRC', true, false],
    ['DIS', false, true],
    ['DLG', false, true],
  ] as const)('%s: must change password %s, refused at sign-in %s', (status, change, refused) => {
    expect(mustChangePassword(status)).toBe(change);
    expect(isRefusedAtSignIn(status)).toBe(refused);
  });
});
