import { API_PATHS } from '@dash/domain/api';
import type { FastifyRequest } from 'fastify';

/** Whose account a throttled call is about, for the per-account limit; null when it names none. */
export type AccountKeyOf = (request: FastifyRequest) => string | null;

function bodyField(request: FastifyRequest, names: readonly string[]): string | null {
  const body = request.body;
  if (body === null || typeof body !== 'object') return null;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase().slice(0, 100);
  }
  return null;
}

/**
 * Sign-in and recovery name the account in the body, within the brand of the host: registration and
 * username recovery by the card's identifier, a reset by its link's token.
 */
const byBodyAccount: AccountKeyOf = (request) => {
  const account = bodyField(request, [
    'identifier',
    'username',
    'subscriberId',
    'memberId',
    'email',
    'token',
  ]);
  return account === null ? null : `${request.domainId}:${account}`;
};

/** Login-as is about the staff account that calls it (it holds the staff token). */
const byStaffAccount: AccountKeyOf = (request) =>
  request.auth ? `staff:${request.auth.session.accountId}` : null;

/** A member's own call (the account area's writes, the ID card e-mail and order): about the session's account. */
const bySessionAccount: AccountKeyOf = (request) =>
  request.auth ? `session:${request.auth.session.accountId}` : null;

/** Reads that name no account in the body: counted per client address only. */
const noAccount: AccountKeyOf = () => null;

const BENEFIT_READS = [
  API_PATHS.benefitsMedical,
  API_PATHS.benefitsDental,
  API_PATHS.benefitsVision,
  API_PATHS.benefitsPharmacy,
  API_PATHS.benefitsHistory,
  API_PATHS.benefitsServiceDetail,
];

export interface RateLimitedRoute {
  readonly method: string;
  /** An exact route URL, or a prefix ending in '/' that covers every route below it. */
  readonly url: string;
  readonly accountKey: AccountKeyOf;
}

/**
 * The calls throttled per client address and per account (issue 10 point 5), declared once. The
 * recovery and registration routes (issue 14) are covered by prefix before they exist, so they are
 * limited from the day they are added.
 */
export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = [
  { method: 'POST', url: '/api/token', accountKey: byBodyAccount },
  { method: 'POST', url: '/api/login-as', accountKey: byStaffAccount },
  // Staff reading the outbox (issue 36): member addresses, so per staff account too.
  { method: 'GET', url: '/api/staff/outbox', accountKey: byStaffAccount },
  { method: 'POST', url: '/api/recovery/', accountKey: byBodyAccount },
  { method: 'PUT', url: '/api/recovery/', accountKey: byBodyAccount },
  { method: 'POST', url: '/api/account/registration', accountKey: byBodyAccount },
  // Benefits reads that walk members, dates and service ids (document 2 §7): per client address only.
  ...BENEFIT_READS.map((url) => ({ method: 'GET', url, accountKey: noAccount })),
  // Paged and filtered by ids a client chooses: throttled per client address only (a member pages freely).
  { method: 'GET', url: '/api/referrals', accountKey: () => null },
  // Claims and EOBs by number can be enumerated: per client address only (issue 14).
  { method: 'GET', url: '/api/claims/', accountKey: () => null },
  { method: 'GET', url: '/api/eobs/', accountKey: () => null },
  // Find care (issue 12): the directory search and lookup can be enumerated, the selection writes;
  // per client address only (they name no account).
  { method: 'POST', url: '/api/pcp/search', accountKey: () => null },
  { method: 'GET', url: '/api/pcp/provider', accountKey: () => null },
  { method: 'POST', url: '/api/pcp/select', accountKey: () => null },
  // The account area's writes (issue 13); security answers also check the current password.
  { method: 'PUT', url: '/api/account/address', accountKey: bySessionAccount },
  { method: 'PUT', url: '/api/account/settings/preferences', accountKey: bySessionAccount },
  { method: 'PUT', url: '/api/security-answers', accountKey: bySessionAccount },
  // The member's language (issue 17): a write like the account area's.
  { method: 'PUT', url: '/api/account/language', accountKey: bySessionAccount },
  // Mail and printed cards go out to the world: throttled per member too (issue 13).
  { method: 'POST', url: '/api/idCard/email', accountKey: bySessionAccount },
  { method: 'GET', url: '/api/idCard/request', accountKey: bySessionAccount },
  { method: 'POST', url: '/api/plan-management/cancellation', accountKey: bySessionAccount },
  { method: 'POST', url: '/api/account/registration/identity', accountKey: byBodyAccount },
  // Multi-factor sign-in (issue 15): the code after the password and its e-mail, per client and per
  // account (the lockout counts the wrong codes too); enrolment and removal check the password.
  { method: 'POST', url: '/api/mfa/', accountKey: bySessionAccount },
  { method: 'POST', url: '/api/account/mfa/', accountKey: bySessionAccount },
  // Sign-in and access (issue 15): ending sessions by id, per member.
  { method: 'DELETE', url: '/api/account/sessions/', accountKey: bySessionAccount },
  // The Patient Access API (issue 18): apps poll and page, and codes and tokens can be guessed at.
  { method: 'GET', url: '/fhir/r4/', accountKey: () => null },
  { method: 'POST', url: '/fhir/r4/oauth/', accountKey: () => null },
  // Errors the browser reports (issue 36): a page that fails in a loop must not flood the logs;
  // per client address, and per session when there is one.
  { method: 'POST', url: API_PATHS.clientErrors, accountKey: bySessionAccount },
  // The cost estimator (issue 38 §1): searches that walk the catalogue, members and ZIP codes, and
  // PDFs drawn on request; per client address only, as the benefits reads.
  { method: 'GET', url: API_PATHS.costEstimate, accountKey: noAccount },
  { method: 'GET', url: API_PATHS.costEstimatePdf, accountKey: noAccount },
  // The public provider directory (issue 38 §2): no token, so per client address only.
  { method: 'GET', url: '/fhir/directory/r4/', accountKey: noAccount },
  // Secure messages (issue 39 §1): a member's writes carry files and reach staff, per member too;
  // reads by number can be enumerated, per client address; staff's, per staff account.
  { method: 'POST', url: API_PATHS.secureMessages, accountKey: bySessionAccount },
  { method: 'POST', url: '/api/secure-messages/', accountKey: bySessionAccount },
  { method: 'GET', url: '/api/secure-messages/', accountKey: () => null },
  { method: 'GET', url: API_PATHS.staffMessages, accountKey: byStaffAccount },
  { method: 'GET', url: '/api/staff/messages/', accountKey: byStaffAccount },
  { method: 'POST', url: '/api/staff/messages/', accountKey: byStaffAccount },
  // Claims the member submits (issue 39 §3): a write with files, per member too; staff's list and
  // receipts, per staff account.
  { method: 'POST', url: API_PATHS.claimSubmissions, accountKey: bySessionAccount },
  { method: 'GET', url: API_PATHS.staffClaimSubmissions, accountKey: byStaffAccount },
  { method: 'GET', url: '/api/staff/claim-submissions/', accountKey: byStaffAccount },
  // Member notifications (issue 39 §2): marking read, per client and per account.
  { method: 'POST', url: `${API_PATHS.memberNotifications}/`, accountKey: bySessionAccount },
];

export function findRateLimitedRoute(method: string, url: string): RateLimitedRoute | undefined {
  return RATE_LIMITED_ROUTES.find(
    (route) =>
      route.method === method.toUpperCase() &&
      (route.url.endsWith('/') ? url.startsWith(route.url) : url === route.url),
  );
}
