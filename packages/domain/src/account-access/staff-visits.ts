/**
 * What a member reads about staff access (issue 15): each login-as into the account, and the areas the
 * staff person viewed, changed, or tried to change, from the audit log. Rules as data: the area of an
 * audited API route is the first prefix below that it starts with; the API sends the area's key, and the
 * web names it in the session's language.
 */
/** The areas staff activity is shown under; each screen names them in its language (the web's catalogues). */
export const STAFF_ACTIVITY_AREA_KEYS = [
  'signInAccess',
  'twoStepSignIn',
  'connectedApps',
  'memberInformation',
  'communicationPreferences',
  'registrationPolicies',
  'password',
  'accountSummary',
  'securityQuestions',
  'home',
  'menus',
  'coverage',
  'benefits',
  'claims',
  'eobs',
  'idCards',
  'primaryCare',
  'programs',
  'ebill',
  'planManagement',
  'referrals',
  'medicareMaterials',
  'handbooks',
  'priorAuthorizations',
  'groups',
  'signIn',
  'outsideServices',
  'costEstimator',
  'messages',
  'notifications',
  'other',
] as const;
export type StaffActivityArea = (typeof STAFF_ACTIVITY_AREA_KEYS)[number];

export const STAFF_ACTIVITY_AREAS: readonly (readonly [prefix: string, area: StaffActivityArea])[] = [
  ['/api/account/access', 'signInAccess'],
  ['/api/account/mfa', 'twoStepSignIn'],
  ['/api/account/connected-apps', 'connectedApps'],
  ['/api/account/sessions', 'signInAccess'],
  ['/api/account/address', 'memberInformation'],
  ['/api/account/settings/preferences', 'communicationPreferences'],
  ['/api/account/preferences', 'communicationPreferences'],
  ['/api/account/relevant-preferences', 'communicationPreferences'],
  ['/api/account/registration', 'registrationPolicies'],
  ['/api/account/password', 'password'],
  ['/api/account/getEmployeeId', 'accountSummary'],
  ['/api/account', 'accountSummary'],
  ['/api/security-questions', 'securityQuestions'],
  ['/api/security-answers', 'securityQuestions'],
  ['/api/home', 'home'],
  ['/api/shell', 'menus'],
  ['/api/eligibility', 'coverage'],
  ['/api/benefits', 'benefits'],
  ['/api/claims', 'claims'],
  ['/api/claim-submissions', 'claims'],
  ['/api/eobs', 'eobs'],
  ['/api/idCard', 'idCards'],
  ['/api/pcp', 'primaryCare'],
  ['/api/programs', 'programs'],
  ['/api/ebill', 'ebill'],
  ['/api/plan-management', 'planManagement'],
  ['/api/referrals', 'referrals'],
  ['/api/medicare-materials', 'medicareMaterials'],
  ['/api/handbooks', 'handbooks'],
  ['/api/handbook', 'handbooks'],
  ['/api/prior-authorizations', 'priorAuthorizations'],
  ['/api/groups', 'groups'],
  ['/api/group-detail', 'groups'],
  ['/api/group-selection', 'groups'],
  ['/api/login-state', 'signIn'],
  ['/api/session', 'signIn'],
  ['/api/mfa', 'signIn'],
  ['/api/smart', 'connectedApps'],
  ['/api/outside', 'outsideServices'],
  ['/api/outside-config', 'outsideServices'],
  ['/api/sso', 'outsideServices'],
  ['/api/cost-estimate', 'costEstimator'],
  ['/api/secure-messages', 'messages'],
  ['/api/member-notifications', 'notifications'],
];

/** An audited route no prefix names (a route added later): shown, never hidden. */
export const OTHER_ACTIVITY_AREA: StaffActivityArea = 'other';

/** The area a route (Fastify's pattern, e.g. /api/claims/:claimNumber) belongs to. */
export function getStaffActivityArea(route: string): StaffActivityArea {
  const path = route.split('?')[0] ?? route;
  for (const [prefix, label] of STAFF_ACTIVITY_AREAS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return label;
  }
  return OTHER_ACTIVITY_AREA;
}

/** A staff login-as into the account: when, the staff role, and who (an opaque key, never shown). */
export interface LoginAsEvent {
  readonly at: Date;
  readonly staffKey: number;
  readonly staffRole: string;
}

/** One audited call a staff session made on the account. */
export interface StaffActivity {
  readonly at: Date;
  readonly staffKey: number;
  readonly method: string;
  readonly route: string;
  readonly status: number;
}

export interface StaffVisitSummary {
  readonly at: Date;
  readonly staffRole: string;
  readonly viewed: readonly StaffActivityArea[];
  readonly changed: readonly StaffActivityArea[];
  readonly refused: readonly StaffActivityArea[];
}

export type StaffActivityKind = 'viewed' | 'changed' | 'refused' | null;

/**
 * A read that succeeded is "viewed"; a write that succeeded "changed", one refused (the staff policy's
 * 403, a 4xx) "refused"; a failed read showed nothing and is left out.
 */
export function getStaffActivityKind(method: string, status: number): StaffActivityKind {
  const read = method === 'GET' || method === 'HEAD';
  if (read) return status >= 200 && status < 300 ? 'viewed' : null;
  if (status >= 200 && status < 300) return 'changed';
  return status >= 400 && status < 500 ? 'refused' : null;
}

/**
 * Groups each activity under the latest login-as by the same staff person at or before it (a staff
 * person is in one login-as session at a time: a new login-as revokes the staff session). Newest visit
 * first; each list holds an area once, in the order first seen. Activity with no login-as before it
 * (older than the audit's retention of login-as rows) is left out rather than guessed.
 */
export function summarizeStaffVisits(
  loginAs: readonly LoginAsEvent[],
  activity: readonly StaffActivity[],
): StaffVisitSummary[] {
  const visits = [...loginAs]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => ({
      event,
      viewed: new Set<StaffActivityArea>(),
      changed: new Set<StaffActivityArea>(),
      refused: new Set<StaffActivityArea>(),
    }));
  const ordered = [...activity].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const item of ordered) {
    const kind = getStaffActivityKind(item.method, item.status);
    if (kind === null) continue;
    let owner: (typeof visits)[number] | undefined;
    for (const visit of visits) {
      if (visit.event.at.getTime() > item.at.getTime()) break;
      if (visit.event.staffKey === item.staffKey) owner = visit;
    }
    owner?.[kind].add(getStaffActivityArea(item.route));
  }
  return visits.reverse().map(({ event, viewed, changed, refused }) => ({
    at: event.at,
    staffRole: event.staffRole,
    viewed: [...viewed],
    changed: [...changed],
    refused: [...refused],
  }));
}
