import { describe, expect, it } from 'vitest';
import {
  getStaffActivityArea,
  getStaffActivityKind,
  OTHER_ACTIVITY_AREA,
  STAFF_ACTIVITY_AREAS,
  summarizeStaffVisits,
} from '../src/account-access/staff-visits';
import { API_PATHS } from '../src/api/paths';

describe('the area a staff call belongs to (issue 15)', () => {
  it.each([
    ['/api/claims', 'claims'],
    ['/api/claims/:claimNumber', 'claims'],
    ['/api/eobs/:eobId/pdf', 'eobs'],
    ['/api/account', 'accountSummary'],
    ['/api/account/address', 'memberInformation'],
    ['/api/account/access', 'signInAccess'],
    ['/api/account/sessions/:sessionId', 'signInAccess'],
    ['/api/account/settings/preferences', 'communicationPreferences'],
    ['/api/benefits/services/:category/:serviceId', 'benefits'],
    ['/api/handbook/ooc', 'handbooks'],
    ['/api/home?x=1', 'home'],
    ['/api/homeward', OTHER_ACTIVITY_AREA],
    ['/api/not-a-route', OTHER_ACTIVITY_AREA],
  ])('%s reads "%s"', (route, area) => {
    expect(getStaffActivityArea(route)).toBe(area);
  });

  it('names every member-data route the gateway has', () => {
    const unnamed = Object.values(API_PATHS).filter(
      (path) =>
        getStaffActivityArea(path) === OTHER_ACTIVITY_AREA &&
        ![
          '/api/brand',
          '/api/token',
          '/api/logout',
          '/api/login-as',
          '/api/staff',
          '/api/message',
          '/api/recovery',
          '/api/openapi.json',
          // The browser's error reports (issue 36 §4): no member data.
          '/api/client-errors',
        ].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    );
    expect(unnamed).toEqual([]);
  });

  it('lists a prefix before any shorter prefix that would take it', () => {
    STAFF_ACTIVITY_AREAS.forEach(([prefix], index) => {
      const earlier = STAFF_ACTIVITY_AREAS.slice(0, index).find(([shorter]) =>
        prefix.startsWith(`${shorter}/`),
      );
      expect(earlier, prefix).toBeUndefined();
    });
  });
});

describe('what a staff call did (issue 15)', () => {
  it.each([
    ['GET', 200, 'viewed'],
    ['HEAD', 204, 'viewed'],
    ['GET', 404, null],
    ['GET', 500, null],
    ['PUT', 200, 'changed'],
    ['POST', 204, 'changed'],
    ['DELETE', 403, 'refused'],
    ['PUT', 409, 'refused'],
    ['POST', 500, null],
  ] as const)('%s responded %i is %s', (method, status, kind) => {
    expect(getStaffActivityKind(method, status)).toBe(kind);
  });
});

describe('staff visits from the audit log (issue 15)', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

  it('puts each call under the latest login-as of the same staff person, newest visit first', () => {
    const visits = summarizeStaffVisits(
      [
        { at: at(0), staffKey: 7, staffRole: 'logInAsAnyone' },
        { at: at(10), staffKey: 8, staffRole: 'logInAsNonEmp' },
        { at: at(20), staffKey: 7, staffRole: 'logInAsAnyone' },
      ],
      [
        { at: at(1), staffKey: 7, method: 'GET', route: '/api/claims', status: 200 },
        { at: at(2), staffKey: 7, method: 'GET', route: '/api/claims/:claimNumber', status: 200 },
        { at: at(11), staffKey: 7, method: 'GET', route: '/api/home', status: 200 },
        { at: at(12), staffKey: 8, method: 'PUT', route: '/api/account/address', status: 403 },
        { at: at(13), staffKey: 8, method: 'GET', route: '/api/benefits/medical', status: 404 },
        { at: at(21), staffKey: 7, method: 'POST', route: '/api/pcp/search', status: 200 },
      ],
    );
    expect(visits).toEqual([
      { at: at(20), staffRole: 'logInAsAnyone', viewed: [], changed: ['primaryCare'], refused: [] },
      { at: at(10), staffRole: 'logInAsNonEmp', viewed: [], changed: [], refused: ['memberInformation'] },
      { at: at(0), staffRole: 'logInAsAnyone', viewed: ['claims', 'home'], changed: [], refused: [] },
    ]);
  });

  it('leaves out calls with no login-as before them, and answers no visit for no login-as', () => {
    const activity = [{ at: at(1), staffKey: 7, method: 'GET', route: '/api/claims', status: 200 }];
    expect(summarizeStaffVisits([], activity)).toEqual([]);
    expect(summarizeStaffVisits([{ at: at(5), staffKey: 7, staffRole: 'logInAsAnyone' }], activity)).toEqual([
      { at: at(5), staffRole: 'logInAsAnyone', viewed: [], changed: [], refused: [] },
    ]);
  });
});
