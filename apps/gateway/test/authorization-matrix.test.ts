import { getPlanIsoDate } from '@dash/domain';
import { LoginAsResponse, SessionResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesBody } from './helpers/preferences-body';
import { HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The authorization matrix (issue 10): every /api route of the built app, called as every kind of
 * caller with another family's ids in every query and body. The expected status of each route and
 * caller is stated below; a route missing from the table, an unexpected status (above all an
 * unexpected 2xx) and any 2xx that carries the other family's identifiers fail the test.
 */

const CALLERS = [
  'none', // no token
  'garbage', // a token that is not one of ours
  'midLogin', // alex's temporary sign-in token, before POST /api/session
  'subscriber', // alex
  'adultDependent', // jordan, alex's family: reads the family's data by design (docs/security.md)
  'minor', // casey, 16, alex's family
  'otherFamily', // riley, another family
  'staff', // support (logInAsAnyone) signed in as themselves: a temporary token
  'loginAs', // support logged in as alex, session exchanged
  'otherBrand', // alex's session token sent to the Medicare Advantage host
] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = readonly [number, number, number, number, number, number, number, number, number, number];

/** The family whose ids every call carries: drew's (main brand), not the family of any caller. */
interface ForeignIds {
  readonly username: string;
  readonly subscriberId: string;
  readonly memberKey: string;
  readonly memberKeys: readonly string[];
  readonly groupId: string;
}

interface RouteInput {
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
  readonly params?: Record<string, string>;
}

interface MatrixRow {
  /** Statuses in CALLERS order. */
  readonly expect: Statuses;
  readonly input?: (foreign: ForeignIds) => RouteInput;
  /** The route revokes or replaces the caller's token: every call gets a fresh one. */
  readonly consumesToken?: boolean;
  /** Callers whose 2xx names the other family by design (staff may log in as each member of their brand). */
  readonly foreignDataByDesign?: readonly Caller[];
}

// Statuses of the usual shapes, by the token the route takes (plugins/auth-guard.ts).
//                    none garb  mid   sub   adult minor other staff lgnAs brand
const PUBLIC: Statuses = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200];
const MEMBER_SESSION: Statuses = [401, 401, 403, 200, 200, 200, 200, 403, 200, 401];
const ANY_TOKEN: Statuses = [401, 401, 200, 200, 200, 200, 200, 200, 200, 401];
// Either token, about the session's member: staff signed in as themselves have none (404).
const ANY_MEMBER_TOKEN: Statuses = [401, 401, 200, 200, 200, 200, 200, 404, 200, 401];

/** A complete SMART authorization request of the registered demonstration app (issue 18). */
const SMART_REQUEST = {
  response_type: 'code',
  client_id: 'blue-button-demo',
  redirect_uri: 'http://127.0.0.1:4399/callback',
  scope: 'patient/*.read launch/patient',
  state: 'matrix',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
} as const;

const MATRIX: Readonly<Record<string, MatrixRow>> = {
  'GET /api/openapi.json': { expect: PUBLIC },
  'GET /api/brand': { expect: PUBLIC },
  'GET /api/outside-config': { expect: PUBLIC },
  'GET /api/message/calendar': { expect: PUBLIC },
  'GET /api/message/calendar/domain/:domainId': {
    expect: PUBLIC,
    input: () => ({ params: { domainId: '1' } }),
  },
  'GET /api/outside/accreditation': { expect: PUBLIC },
  'GET /api/outside/accreditation/logo.svg': { expect: PUBLIC },
  'GET /api/outside/chat/chat.js': { expect: PUBLIC },
  // The vendor stand-ins show back the query they received (escaped) and look nothing up: the ids in
  // the response are the caller's own query, not data.
  'GET /api/outside/ebill': { expect: PUBLIC, foreignDataByDesign: CALLERS },
  'GET /api/outside/navitus': { expect: PUBLIC, foreignDataByDesign: CALLERS },
  // A guess at the other family's password is refused whoever sends it.
  'POST /api/token': {
    expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
    input: (f) => ({ body: { username: f.username, password: 'Not-their-password-1', domainId: 1 } }),
  },
  // The outside systems' stand-ins take the token in the form body: a made-up one is refused.
  'POST /api/sso/sp-salesforce': {
    expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
    input: (f) => ({ body: { token: `not-a-token-${f.memberKey}` } }),
  },
  'POST /api/outside/crm': {
    expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
    input: (f) => ({ body: { token: `not-a-token-${f.memberKey}` } }),
  },
  'GET /api/token/userkey': { expect: ANY_TOKEN },
  'GET /api/login-state': { expect: [401, 401, 200, 403, 403, 403, 403, 200, 403, 401] },
  'POST /api/session': {
    expect: [401, 401, 200, 403, 403, 403, 403, 403, 403, 401],
    consumesToken: true,
  },
  'POST /api/logout': { expect: [401, 401, 204, 204, 204, 204, 204, 204, 204, 401], consumesToken: true },
  // "Stay signed in" (issue 10 point 10).
  'GET /api/session': { expect: MEMBER_SESSION },
  // Only a login-as session goes back to its staff person (issue 9).
  'POST /api/login-as/return': {
    expect: [401, 401, 403, 403, 403, 403, 403, 403, 200, 401],
    consumesToken: true,
  },
  // Only logInAsAnyone staff, for their brand: the POST /api/token row's guesses locked the other
  // family's username, which staff may unlock (204); nobody else may.
  'POST /api/staff/unlock-account': {
    expect: [401, 401, 403, 403, 403, 403, 403, 204, 403, 401],
    input: (f) => ({ body: { username: f.username } }),
  },
  // Staff of the brand with their own staff token read its outbox (issue 36); the other family's
  // messages are in it by design.
  'GET /api/staff/outbox': {
    expect: [401, 401, 403, 403, 403, 403, 403, 200, 403, 401],
    foreignDataByDesign: ['staff'],
  },
  'GET /api/account': { expect: MEMBER_SESSION },
  'GET /api/account/status': { expect: ANY_TOKEN },
  'GET /api/groups': { expect: ANY_TOKEN },
  'GET /api/groups/individual': { expect: ANY_MEMBER_TOKEN },
  // The other family's group is no group of the caller's account.
  'GET /api/group-detail': {
    expect: [401, 401, 404, 404, 404, 404, 404, 404, 404, 401],
    input: (f) => ({ query: { groupId: f.groupId } }),
  },
  'POST /api/group-selection': {
    expect: [401, 401, 404, 404, 404, 404, 404, 404, 404, 401],
    input: (f) => ({ body: { groupId: f.groupId, domain: 1 } }),
    consumesToken: true,
  },
  'POST /api/login-as': {
    expect: [401, 401, 403, 403, 403, 403, 403, 200, 403, 401],
    input: (f) => ({ body: { subscriberId: f.subscriberId, domainId: 1 } }),
    consumesToken: true,
    foreignDataByDesign: ['staff'],
  },
  'GET /api/account/preferences': { expect: ANY_MEMBER_TOKEN },
  'PUT /api/account/preferences': {
    expect: [401, 401, 200, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({
      body: preferencesBody('matrix@example.com'),
    }),
  },
  'GET /api/account/relevant-preferences': { expect: ANY_MEMBER_TOKEN },
  'GET /api/account/registration/policies': { expect: [401, 401, 200, 403, 403, 403, 403, 404, 403, 401] },
  'PUT /api/account/registration/policies': {
    expect: [401, 401, 200, 403, 403, 403, 403, 403, 403, 401],
    input: () => ({ body: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true } }),
  },
  // A wrong current password: refused (400) for members, before any change; staff never get this far.
  'PUT /api/account/password': {
    // Mid-login too: INI and FRC change the password before their session opens (issue 10 point 1).
    expect: [401, 401, 400, 400, 400, 400, 400, 403, 403, 401],
    input: () => ({ body: { currentPassword: 'Not-the-password-1', newPassword: 'Another2026x' } }),
  },
  'GET /api/shell': { expect: MEMBER_SESSION },
  'GET /api/outside/chat-config': { expect: MEMBER_SESSION },
  'GET /api/eligibility/family': { expect: MEMBER_SESSION },
  'GET /api/programs': { expect: MEMBER_SESSION },
  'GET /api/programs/sitecore': { expect: MEMBER_SESSION },
  'GET /api/ebill/hasEbill': { expect: MEMBER_SESSION },
  'GET /api/ebill/ebillRegistered': { expect: MEMBER_SESSION },
  'GET /api/ebill/showEbillAlert': { expect: MEMBER_SESSION },
  'GET /api/idCard/eligible': { expect: MEMBER_SESSION },
  'GET /api/idCard/view': { expect: MEMBER_SESSION },
  'GET /api/idCard/content': { expect: MEMBER_SESSION },
  'GET /api/account/getEmployeeId': { expect: MEMBER_SESSION },
  'GET /api/plan-management/details': { expect: MEMBER_SESSION },
  'GET /api/pcp/members': { expect: MEMBER_SESSION },
  'GET /api/pcp/eligibility': { expect: MEMBER_SESSION },
  'GET /api/pcp/city-of-portland': { expect: MEMBER_SESSION },
  // The other family's suffix 0 names, for the caller, their own family's subscriber.
  'GET /api/benefits/limits': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0' } }) },
  'GET /api/home': { expect: MEMBER_SESSION },
  // Benefits (document 2 §7): suffix 0 is, for the caller, their own family's subscriber.
  'GET /api/benefits/medical': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0' } }) },
  'GET /api/benefits/dental': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0' } }) },
  'GET /api/benefits/vision': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0' } }) },
  'GET /api/benefits/pharmacy': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0' } }) },
  // A range inside the last two years with no period start: 200 and an empty list for every family.
  'GET /api/benefits/history': {
    expect: MEMBER_SESSION,
    input: () => ({
      query: { suffix: '0', category: 'dental', startDate: recentStart(), endDate: recentEnd() },
    }),
  },
  'GET /api/benefits/services/:category/:serviceId': {
    expect: MEMBER_SESSION,
    input: () => ({ params: { category: 'dental', serviceId: 'D2740' }, query: { suffix: '0' } }),
  },
  // Benefit resources (document 2 §7). The other family's memberKey as a referrals filter is refused (404).
  'GET /api/referrals': { expect: [401, 401, 403, 404, 404, 404, 404, 403, 404, 401] },
  'GET /api/referrals/metadata': { expect: MEMBER_SESSION },
  'GET /api/referrals/hasReferrals': { expect: MEMBER_SESSION },
  // Nobody here is eligible for Medicare materials: 403, which the screen shows as an empty list.
  'GET /api/medicare-materials': { expect: [401, 401, 403, 403, 403, 403, 403, 403, 403, 401] },
  'GET /api/medicare-materials/eligibility': { expect: MEMBER_SESSION },
  'GET /api/handbooks': { expect: MEMBER_SESSION },
  'GET /api/handbook/ooc': { expect: MEMBER_SESSION },
  'GET /api/prior-authorizations': { expect: MEMBER_SESSION },
  // ID card, eBill and plan management (issue 13): served from the session's family only; riley
  // (another family, not registered for eBill) registers their own family.
  'GET /api/idCard/members': { expect: MEMBER_SESSION },
  'POST /api/idCard/email': {
    expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({ body: { suffix: 0 } }),
  },
  // The latest ID card e-mail of the session's member (issue 36).
  'GET /api/idCard/email': { expect: MEMBER_SESSION },
  'GET /api/idCard/request': {
    expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({ query: { category: 'Medical' } }),
  },
  'GET /api/ebill/link': { expect: MEMBER_SESSION },
  'PUT /api/ebill/registerEbillUser': { expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401] },
  // Only the subscriber cancels; another family without plan management is 404.
  'POST /api/plan-management/cancellation': {
    expect: [401, 401, 403, 200, 403, 403, 404, 403, 403, 401],
    input: () => ({ body: { cancellationStatusId: 'M' } }),
  },
  // Claims and EOBs (issue 14): dependents read their own claims; EOBs are the subscriber's (document 2 §6).
  'GET /api/claims': { expect: MEMBER_SESSION },
  'GET /api/claims/:claimNumber': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 404, 401],
    input: () => ({ params: { claimNumber: 'C-DREW-0001' } }),
  },
  'GET /api/eobs': { expect: [401, 401, 403, 200, 403, 403, 200, 403, 200, 401] },
  'GET /api/eobs/:eobId/pdf': {
    expect: [401, 401, 403, 404, 403, 403, 404, 403, 404, 401],
    input: () => ({ params: { eobId: 'EOB-C-DREW-0001' } }),
  },
  // Find care (issue 12): the other family's member keys are refused (403) for every member; the
  // provider directory is no family's data.
  'POST /api/pcp/search': {
    expect: [401, 401, 403, 403, 403, 403, 403, 403, 403, 401],
    input: (f) => ({ body: { members: f.memberKeys, radius: 10, zip: '97204', searchString: '' } }),
  },
  'POST /api/pcp/select': {
    expect: [401, 401, 403, 403, 403, 403, 403, 403, 403, 401],
    input: (f) => ({
      body: {
        pcpSelectList: [{ memberKey: f.memberKey, effectiveDate: '01/01/2030' }],
        providerId: 'PRV100001',
      },
    }),
  },
  'GET /api/pcp/provider': { expect: MEMBER_SESSION, input: () => ({ query: { providerId: 'PRV100001' } }) },
  // The account area (issue 13). Only the subscriber changes the family address (decision 012):
  // alex and riley's own families at version 1; dependents 403; staff by the staff policy.
  'GET /api/account/address': { expect: MEMBER_SESSION },
  'PUT /api/account/address': {
    expect: [401, 401, 403, 200, 403, 403, 200, 403, 403, 401],
    input: () => ({
      body: { addressLine1: '1 Matrix Way', city: 'Portland', state: 'OR', zipCode: '97201', version: 1 },
    }),
  },
  'GET /api/account/settings/preferences': { expect: MEMBER_SESSION },
  // PUT account/preferences above moved every caller's version on: version 1 is stale for all (409).
  'PUT /api/account/settings/preferences': {
    expect: [401, 401, 403, 409, 409, 409, 409, 403, 403, 401],
    input: () => ({ body: { preferences: preferencesBody('matrix@example.com'), version: 1 } }),
  },
  // The member's language (issue 17): each caller's own account; staff by the staff policy.
  'PUT /api/account/language': {
    expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({ body: { language: 'es' } }),
  },
  'GET /api/security-questions': { expect: MEMBER_SESSION },
  // A wrong current password: refused (400) before any change; staff never get this far.
  'PUT /api/security-answers': {
    expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401],
    input: () => ({
      body: {
        currentPassword: 'Not-the-password-1',
        answers: [{ questionId: 2, answer: 'Biscuit' }],
        version: 1,
      },
    }),
  },
  // Errors the browser reports (issue 36): public, as the sign-in page can fail too; any token or none.
  'POST /api/client-errors': {
    expect: [204, 204, 204, 204, 204, 204, 204, 204, 204, 204],
    input: () => ({
      body: {
        kind: 'error',
        reference: 'K7QM-3XWD',
        name: 'Error',
        message: 'matrix',
        page: '/home',
        buildId: 'matrix',
      },
    }),
  },
  // Registration and recovery (issue 14): public; the other family's ids alone are not an identity
  // (400), and a recovery request responds the same for any username, naming no one.
  'GET /api/account/registration/details': { expect: PUBLIC },
  'POST /api/account/registration/identity': { expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/account/registration': { expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/recovery/forgot-username': { expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/recovery/forgot-password': {
    expect: PUBLIC,
    input: (f) => ({ body: { username: f.username } }),
  },
  'POST /api/recovery/forgot-password/link': { expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  'PUT /api/recovery/forgot-password': { expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  // Sign-in and access (issue 15): the caller's own account only; a staff session reads, never ends.
  'GET /api/account/access': { expect: MEMBER_SESSION },
  // Another family's session is no session of the caller's account (404); staff may not end one.
  'DELETE /api/account/sessions/:sessionId': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 403, 401],
    input: () => ({ params: { sessionId: '00000000-0000-4000-8000-000000000000' } }),
  },
  // Only a login-as session has a banner.
  'GET /api/login-as/banner': { expect: [401, 401, 404, 404, 404, 404, 404, 404, 200, 401] },
  // Multi-factor sign-in (issue 15). The settings' calls are the member's own: a wrong password (400)
  // or no enrolment started (409) before any change; staff and login-as never (staff policy).
  'GET /api/account/mfa': { expect: MEMBER_SESSION },
  'POST /api/account/mfa/enrolment': {
    expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401],
    input: () => ({ body: { method: 'totp', password: 'Not-the-password-1' } }),
  },
  'POST /api/account/mfa/enrolment/confirm': {
    expect: [401, 401, 403, 409, 409, 409, 409, 403, 403, 401],
    input: () => ({ body: { code: '000000' } }),
  },
  'POST /api/account/mfa/removal': {
    expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401],
    input: () => ({ body: { password: 'Not-the-password-1' } }),
  },
  // Only a sign-in waiting for its code reaches these; no caller here has one pending.
  'POST /api/mfa/verify': {
    expect: [401, 401, 403, 403, 403, 403, 403, 403, 403, 401],
    input: () => ({ body: { code: '123456' } }),
  },
  'POST /api/mfa/email-code': { expect: [401, 401, 403, 403, 403, 403, 403, 403, 403, 401] },
  // The Patient Access API's consent and connected apps (issue 18): a member's own session only; a
  // login-as session may neither read the consent screen nor connect or disconnect an app.
  'GET /api/smart/authorization-request': {
    expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({ query: SMART_REQUEST }),
  },
  'POST /api/smart/consent': {
    expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401],
    input: () => ({ body: { ...SMART_REQUEST, approve: true } }),
  },
  'GET /api/account/connected-apps': { expect: MEMBER_SESSION },
  // Nobody's grant is named x: 404 for members, whatever family the id would belong to.
  'DELETE /api/account/connected-apps/:grantId': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 403, 401],
    input: () => ({ params: { grantId: 'x' } }),
  },
  // The cost estimator (issue 38 §1): the session's family member by suffix, never another family's.
  'GET /api/cost-estimate': { expect: MEMBER_SESSION, input: () => ({ query: { suffix: '0', q: '99213' } }) },
  'GET /api/cost-estimate/pdf': {
    expect: MEMBER_SESSION,
    input: () => ({ query: { suffix: '0', q: '99213' } }),
  },
  // Secure messages (issue 39 §1): a conversation or file number no one has is 404 to whoever may
  // look; a member's writes are multipart (a JSON body is 400); staff with their own token only.
  'GET /api/secure-messages': { expect: MEMBER_SESSION },
  'GET /api/secure-messages/:conversationId': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 404, 401],
    input: () => ({ params: { conversationId: '999999' } }),
  },
  'POST /api/secure-messages': { expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401] },
  'POST /api/secure-messages/:conversationId/replies': {
    expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401],
    input: () => ({ params: { conversationId: '999999' } }),
  },
  'POST /api/secure-messages/:conversationId/reopen': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 403, 401],
    input: () => ({ params: { conversationId: '999999' } }),
  },
  'GET /api/secure-messages/attachments/:attachmentId': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 404, 401],
    input: () => ({ params: { attachmentId: '999999' } }),
  },
  'GET /api/staff/messages': {
    expect: [401, 401, 403, 403, 403, 403, 403, 200, 403, 401],
    foreignDataByDesign: ['staff'],
  },
  'GET /api/staff/messages/:conversationId': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { conversationId: '999999' } }),
  },
  'POST /api/staff/messages/:conversationId/replies': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { conversationId: '999999' }, body: { body: 'A reply' } }),
  },
  'POST /api/staff/messages/:conversationId/assign': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { conversationId: '999999' }, body: { accountId: 1 } }),
  },
  'POST /api/staff/messages/:conversationId/close': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { conversationId: '999999' } }),
  },
  'GET /api/staff/messages/attachments/:attachmentId': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { attachmentId: '999999' } }),
  },
  // Submitted claims (issue 39 §3): the member's submission is multipart (a JSON body is 400), never
  // a login-as session's; staff's list and receipts with their own token only.
  'POST /api/claim-submissions': { expect: [401, 401, 403, 400, 400, 400, 400, 403, 403, 401] },
  'GET /api/staff/claim-submissions': {
    expect: [401, 401, 403, 403, 403, 403, 403, 200, 403, 401],
    foreignDataByDesign: ['staff'],
  },
  'GET /api/staff/claim-submissions/attachments/:attachmentId': {
    expect: [401, 401, 403, 403, 403, 403, 403, 404, 403, 401],
    input: () => ({ params: { attachmentId: '999999' } }),
  },
  // Member notifications (issue 39 §2): the session's member's only; staff read, never mark.
  'GET /api/member-notifications': { expect: MEMBER_SESSION },
  'GET /api/member-notifications/unread': { expect: MEMBER_SESSION },
  'POST /api/member-notifications/:notificationId/read': {
    expect: [401, 401, 403, 404, 404, 404, 404, 403, 403, 401],
    input: () => ({ params: { notificationId: '999999999' } }),
  },
  'POST /api/member-notifications/read': { expect: [401, 401, 403, 200, 200, 200, 200, 403, 403, 401] },
  // Last: it ends every session of the caller's account, the other callers' shared tokens too.
  // Every session of the caller's own account; never from a staff session.
  'POST /api/logout/everywhere': {
    expect: [401, 401, 403, 204, 204, 204, 204, 403, 403, 401],
    consumesToken: true,
  },
};

/** This plan year's February: inside the history's two years back, and no plan period starts in it. */
function recentStart(): string {
  return `${getPlanIsoDate(new Date()).slice(0, 4)}-02-01`;
}
function recentEnd(): string {
  return `${getPlanIsoDate(new Date()).slice(0, 4)}-02-28`;
}

let t: TestApp;
let foreign: ForeignIds;
const tokens = new Map<Caller, string | null>();

async function memberIds(username: string) {
  const rows = await t.database.db
    .selectFrom('accounts as a')
    .innerJoin('members as m', 'm.account_id', 'a.account_id')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .innerJoin('groups as g', 'g.group_key', 'f.group_key')
    .select(['m.member_key', 'm.family_key', 'f.subscriber_id', 'g.group_id'])
    .where('a.username', '=', username)
    .execute();
  const own = rows[0];
  if (!own) throw new Error(`no member for ${username}`);
  const family = await t.database.db
    .selectFrom('members')
    .select('member_key')
    .where('family_key', '=', own.family_key)
    .execute();
  return { ...own, memberKeys: family.map((row) => row.member_key) };
}

async function loginAsAlex(): Promise<string> {
  const staff = await temporaryToken(t.app, 'support');
  const { subscriber_id } = await memberIds('alex');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/login-as',
    headers: { host: 'localhost', authorization: `Bearer ${staff}` },
    payload: { subscriberId: subscriber_id, domainId: 1 },
  });
  const { token } = LoginAsResponse.parse(opened.json());
  const exchanged = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
  return SessionResponse.parse(exchanged.json()).token;
}

/** A new token for the caller (null: the caller sends none, or a made-up one). */
async function mint(caller: Caller): Promise<string | null> {
  switch (caller) {
    case 'none':
      return null;
    case 'garbage':
      return 'eyJhbGciOiJIUzI1NiJ9.not-ours.signature';
    case 'midLogin':
      return temporaryToken(t.app, 'alex');
    case 'subscriber':
    case 'otherBrand':
      return sessionToken(t.app, 'alex');
    case 'adultDependent':
      return sessionToken(t.app, 'jordan');
    case 'minor':
      return sessionToken(t.app, 'casey');
    case 'otherFamily':
      return sessionToken(t.app, 'riley');
    case 'staff':
      return temporaryToken(t.app, 'support');
    case 'loginAs':
      return loginAsAlex();
  }
}

async function tokenOf(caller: Caller, fresh: boolean): Promise<string | null> {
  if (fresh) return mint(caller);
  if (!tokens.has(caller)) tokens.set(caller, await mint(caller));
  return tokens.get(caller) ?? null;
}

async function call(routeKey: string, row: MatrixRow, caller: Caller) {
  const [method, pattern] = routeKey.split(' ') as [string, string];
  const input = row.input?.(foreign) ?? {};
  const url = pattern.replace(/:(\w+)/g, (_match, name: string) => input.params?.[name] ?? 'x');
  // The other family's ids ride along in every query and body; the contract strips what it does not name.
  const query = new URLSearchParams({
    ...input.query,
    memberKey: foreign.memberKey,
    subscriberId: foreign.subscriberId,
  });
  const token = await tokenOf(caller, row.consumesToken === true);
  const host = caller === 'otherBrand' ? HOST_BY_DOMAIN[2] : HOST_BY_DOMAIN[1];
  const sendsBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  return t.app.inject({
    method: method as 'GET',
    url: `${url}?${query.toString()}`,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(sendsBody
      ? {
          payload: {
            memberKey: foreign.memberKey,
            subscriberId: foreign.subscriberId,
            familyMemberKeys: foreign.memberKeys,
            ...input.body,
          },
        }
      : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const drew = await memberIds('drew');
  foreign = {
    username: 'drew',
    subscriberId: drew.subscriber_id,
    memberKey: drew.member_key,
    memberKeys: drew.memberKeys,
    groupId: drew.group_id,
  };
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeInventory
    .filter((route) => route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`);

describe('authorization matrix (issue 10)', () => {
  it('states an expectation for every /api route of the built app, and for no route that is gone', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))(
    '%s responds to each caller as stated, never with the other family’s data',
    async (routeKey, row) => {
      const actual: Record<string, number> = {};
      const leaks: string[] = [];
      for (const caller of CALLERS) {
        const response = await call(routeKey, row, caller);
        actual[caller] = response.statusCode;
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        const markers = [foreign.subscriberId, ...foreign.memberKeys];
        if (
          ok &&
          !row.foreignDataByDesign?.includes(caller) &&
          markers.some((id) => response.body.includes(id))
        ) {
          leaks.push(caller);
        }
      }
      const expected = Object.fromEntries(CALLERS.map((caller, index) => [caller, row.expect[index]]));
      expect(actual).toEqual(expected);
      expect(leaks).toEqual([]);
    },
  );
});
