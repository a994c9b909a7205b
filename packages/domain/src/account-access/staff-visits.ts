/**
 * What a member reads about staff access (issue 15): each login-as into the account, and the areas the
 * staff person viewed, changed, or tried to change, from the audit log. Rules as data: the area of an
 * audited API route is the first prefix below that it starts with.
 */
export const STAFF_ACTIVITY_AREAS: readonly (readonly [prefix: string, label: string])[] = [
  ['/api/account/access', 'Sign-in and access'],
  ['/api/account/mfa', 'Two-step sign-in'],
  ['/api/account/connected-apps', 'Connected apps'],
  ['/api/account/sessions', 'Sign-in and access'],
  ['/api/account/address', 'Member information'],
  ['/api/account/settings/preferences', 'Communication preferences'],
  ['/api/account/preferences', 'Communication preferences'],
  ['/api/account/relevant-preferences', 'Communication preferences'],
  ['/api/account/registration', 'Registration policies'],
  ['/api/account/password', 'Password'],
  ['/api/account/getEmployeeId', 'Account summary'],
  ['/api/account', 'Account summary'],
  ['/api/security-questions', 'Security questions'],
  ['/api/security-answers', 'Security questions'],
  ['/api/home', 'Home'],
  ['/api/shell', 'Menus and alerts'],
  ['/api/eligibility', 'Coverage'],
  ['/api/benefits', 'Benefits'],
  ['/api/claims', 'Claims'],
  ['/api/claim-submissions', 'Claims'],
  ['/api/eobs', 'Explanations of benefits'],
  ['/api/idCard', 'ID cards'],
  ['/api/pcp', 'Primary care'],
  ['/api/programs', 'Programs'],
  ['/api/ebill', 'eBill'],
  ['/api/plan-management', 'Plan management'],
  ['/api/referrals', 'Referrals'],
  ['/api/medicare-materials', 'Medicare materials'],
  ['/api/handbooks', 'Handbooks'],
  ['/api/handbook', 'Handbooks'],
  ['/api/prior-authorizations', 'Prior authorizations'],
  ['/api/groups', 'Groups'],
  ['/api/group-detail', 'Groups'],
  ['/api/group-selection', 'Groups'],
  ['/api/login-state', 'Sign-in'],
  ['/api/session', 'Sign-in'],
  ['/api/mfa', 'Sign-in'],
  ['/api/smart', 'Connected apps'],
  ['/api/outside', 'Outside services'],
  ['/api/outside-config', 'Outside services'],
  ['/api/sso', 'Outside services'],
  ['/api/cost-estimate', 'Cost estimator'],
  ['/api/secure-messages', 'Messages'],
  ['/api/member-notifications', 'Notifications'],
];

/** An audited route no prefix names (a route added later): shown, never hidden. */
export const OTHER_ACTIVITY_AREA = 'Other pages';

/** The area a route (Fastify's pattern, e.g. /api/claims/:claimNumber) belongs to. */
export function getStaffActivityArea(route: string): string {
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
  readonly viewed: readonly string[];
  readonly changed: readonly string[];
  readonly refused: readonly string[];
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
      viewed: new Set<string>(),
      changed: new Set<string>(),
      refused: new Set<string>(),
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
