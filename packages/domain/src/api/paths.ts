import { FIRST_PAGE_API_PATHS } from './first-page-paths';

/**
 * Every gateway call's address (document 1 §7, document 2 §7), written once: the Fastify routes
 * register these, the web client fetches them and the gateway tests inject them, so a URL cannot
 * drift between the three. Parameters are Fastify's `:name`; fill them with `getApiPath`.
 */
export const API_PATHS = {
  brand: FIRST_PAGE_API_PATHS.brand,
  token: '/api/token',
  tokenUserKey: '/api/token/userkey',
  loginState: '/api/login-state',
  session: '/api/session',
  logout: '/api/logout',
  logoutEverywhere: '/api/logout/everywhere',
  loginAs: '/api/login-as',
  loginAsReturn: '/api/login-as/return',
  staffUnlockAccount: '/api/staff/unlock-account',
  staffOutbox: '/api/staff/outbox',
  account: '/api/account',
  accountStatus: '/api/account/status',
  employeeId: '/api/account/getEmployeeId',
  preferences: '/api/account/preferences',
  accountLanguage: '/api/account/language',
  relevantPreferences: '/api/account/relevant-preferences',
  registrationPolicies: '/api/account/registration/policies',
  password: '/api/account/password',
  calendar: '/api/message/calendar',
  calendarOfDomain: '/api/message/calendar/domain/:domainId',
  groups: '/api/groups',
  individualGroup: '/api/groups/individual',
  groupDetail: '/api/group-detail',
  groupSelection: '/api/group-selection',
  shell: '/api/shell',
  home: '/api/home',
  familyEligibility: '/api/eligibility/family',
  programs: '/api/programs',
  programDetails: '/api/programs/sitecore',
  hasEbill: '/api/ebill/hasEbill',
  ebillRegistered: '/api/ebill/ebillRegistered',
  showEbillAlert: '/api/ebill/showEbillAlert',
  idCardEligible: '/api/idCard/eligible',
  idCardView: '/api/idCard/view',
  idCardContent: '/api/idCard/content',
  pcpMembers: '/api/pcp/members',
  pcpEligibility: '/api/pcp/eligibility',
  cityOfPortland: '/api/pcp/city-of-portland',
  pcpSearch: '/api/pcp/search',
  pcpSelect: '/api/pcp/select',
  pcpProvider: '/api/pcp/provider',
  planManagement: '/api/plan-management/details',
  limits: '/api/benefits/limits',
  benefitsMedical: '/api/benefits/medical',
  benefitsDental: '/api/benefits/dental',
  benefitsVision: '/api/benefits/vision',
  benefitsPharmacy: '/api/benefits/pharmacy',
  benefitsHistory: '/api/benefits/history',
  benefitsServiceDetail: '/api/benefits/services/:category/:serviceId',
  outsideConfig: '/api/outside-config',
  salesPlatformSso: '/api/sso/sp-salesforce',
  crm: '/api/outside/crm',
  accreditation: FIRST_PAGE_API_PATHS.accreditation,
  accreditationLogo: '/api/outside/accreditation/logo.svg',
  chatConfig: '/api/outside/chat-config',
  chatVendor: '/api/outside/chat',
  chatScript: '/api/outside/chat/chat.js',
  ebillStandIn: '/api/outside/ebill',
  navitusStandIn: '/api/outside/navitus',
  openApi: '/api/openapi.json',
  // Benefit resources (document 2 §7): referrals, Medicare materials, handbooks, prior authorizations.
  referrals: '/api/referrals',
  referralMetadata: '/api/referrals/metadata',
  hasReferrals: '/api/referrals/hasReferrals',
  medicareMaterials: '/api/medicare-materials',
  medicareMaterialsEligibility: '/api/medicare-materials/eligibility',
  handbooks: '/api/handbooks',
  outlineOfCoverage: '/api/handbook/ooc',
  priorAuthorizations: '/api/prior-authorizations',
  claims: '/api/claims',
  claimDetail: '/api/claims/:claimNumber',
  eobs: '/api/eobs',
  eobPdf: '/api/eobs/:eobId/pdf',
  // The account area (issue 13).
  accountAddress: '/api/account/address',
  settingsPreferences: '/api/account/settings/preferences',
  securityQuestions: '/api/security-questions',
  securityAnswers: '/api/security-answers',
  // ID card, eBill and plan management (issue 13).
  idCardMembers: '/api/idCard/members',
  idCardEmail: '/api/idCard/email',
  idCardRequest: '/api/idCard/request',
  ebillLink: '/api/ebill/link',
  registerEbillUser: '/api/ebill/registerEbillUser',
  planCancellation: '/api/plan-management/cancellation',
  // Registration and recovery (issue 14).
  registration: '/api/account/registration',
  registrationIdentity: '/api/account/registration/identity',
  registrationDetails: '/api/account/registration/details',
  usernameRecovery: '/api/recovery/forgot-username',
  passwordRecovery: '/api/recovery/forgot-password',
  passwordResetLink: '/api/recovery/forgot-password/link',
  // Sign-in and access (issue 15): the member's sessions, staff login-as history, the login-as banner.
  accountAccess: '/api/account/access',
  accountSession: '/api/account/sessions/:sessionId',
  loginAsBanner: '/api/login-as/banner',
  // Multi-factor sign-in (issue 15): the settings' enrolment and removal, the sign-in code.
  mfaStatus: '/api/account/mfa',
  mfaEnrolment: '/api/account/mfa/enrolment',
  mfaEnrolmentConfirm: '/api/account/mfa/enrolment/confirm',
  mfaRemoval: '/api/account/mfa/removal',
  mfaVerify: '/api/mfa/verify',
  mfaEmailCode: '/api/mfa/email-code',
  // The Patient Access API's consent and connected apps (issue 18).
  smartAuthorizationRequest: '/api/smart/authorization-request',
  smartConsent: '/api/smart/consent',
  connectedApps: '/api/account/connected-apps',
  connectedApp: '/api/account/connected-apps/:grantId',
  // Errors the browser could not handle (issue 36).
  clientErrors: FIRST_PAGE_API_PATHS.clientErrors,
  // The cost estimator (issue 38 §1): the estimate, and the same as a PDF.
  costEstimate: '/api/cost-estimate',
  costEstimatePdf: '/api/cost-estimate/pdf',
  // Secure messages with member services (issue 39 §1): the member's, then staff's.
  secureMessages: '/api/secure-messages',
  secureMessage: '/api/secure-messages/:conversationId',
  secureMessageReplies: '/api/secure-messages/:conversationId/replies',
  secureMessageReopen: '/api/secure-messages/:conversationId/reopen',
  secureMessageAttachment: '/api/secure-messages/attachments/:attachmentId',
  staffMessages: '/api/staff/messages',
  staffMessage: '/api/staff/messages/:conversationId',
  staffMessageReplies: '/api/staff/messages/:conversationId/replies',
  staffMessageAssign: '/api/staff/messages/:conversationId/assign',
  staffMessageClose: '/api/staff/messages/:conversationId/close',
  staffMessageAttachment: '/api/staff/messages/attachments/:attachmentId',
  // Claims the member submits (issue 39 §3): the member's submission, then staff's list and files.
  claimSubmissions: '/api/claim-submissions',
  staffClaimSubmissions: '/api/staff/claim-submissions',
  staffClaimSubmissionAttachment: '/api/staff/claim-submissions/attachments/:attachmentId',
  // Member notifications (issue 39 §2): the list, the unread count, marking one or all read.
  memberNotifications: '/api/member-notifications',
  memberNotificationsUnread: '/api/member-notifications/unread',
  memberNotificationRead: '/api/member-notifications/:notificationId/read',
  memberNotificationsReadAll: '/api/member-notifications/read',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The `:name` parameters of a path, as a record the caller must fill. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string | number> & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Record<Name, string | number>
    : Record<never, never>;

/** A path with its parameters filled in, each encoded: getApiPath(API_PATHS.calendarOfDomain, { domainId: 5 }). */
export function getApiPath<P extends ApiPath>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
