import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The account area (issue 13).
import accountAccessRoutes from './account/access/index';
import addressRoutes from './account/address/index';
import connectedAppRoutes from './account/connected-apps/index';
import employeeIdRoutes from './account/get-employee-id/index';
import accountRoutes from './account/index';
import accountLanguageRoutes from './account/language/index';
import mfaSettingsRoutes from './account/mfa/index';
import passwordRoutes from './account/password/index';
import preferencesRoutes from './account/preferences/index';
import registrationRoutes from './account/registration/index';
import registrationPolicyRoutes from './account/registration/policies/index';
import relevantPreferencesRoutes from './account/relevant-preferences/index';
import settingsPreferencesRoutes from './account/settings/preferences/index';
import benefitHistoryRoutes from './benefits/history/index';
import limitsRoutes from './benefits/limits/index';
import serviceDetailRoutes from './benefits/services/index';
import benefitSummaryRoutes from './benefits/summary/index';
import brandRoutes from './brand/index';
import claimSubmissionRoutes from './claim-submissions/index';
import claimRoutes from './claims/index';
import clientErrorRoutes from './client-errors/index';
import costEstimateRoutes from './cost-estimate/index';
import ebillRoutes from './ebill/index';
import eligibilityRoutes from './eligibility/index';
import eobRoutes from './eobs/index';
import fhirRoutes from './fhir/index';
import directoryRoutes from './fhir-directory/index';
import groupDetailRoutes from './group-detail/index';
import groupSelectionRoutes from './group-selection/index';
import groupRoutes from './groups/index';
// Benefit resources (document 2 §2, §7).
import outlineOfCoverageRoutes from './handbook/ooc/index';
import handbookRoutes from './handbooks/index';
import healthRoutes from './health/index';
import homeRoutes from './home/index';
import idCardRoutes from './id-card/index';
import loginAsBannerRoutes from './login-as/banner/index';
import loginAsRoutes from './login-as/index';
import loginStateRoutes from './login-state/index';
import logoutRoutes from './logout/index';
import medicareMaterialRoutes from './medicare-materials/index';
import memberNotificationRoutes from './member-notifications/index';
import calendarRoutes from './message/calendar/index';
import mfaChallengeRoutes from './mfa/index';
import outsideBadgeRoutes from './outside-badges/index';
import outsideVendorRoutes from './outside-vendors/index';
import pcpRoutes from './pcp/index';
import pcpProviderRoutes from './pcp/provider/index';
import pcpSearchRoutes from './pcp/search/index';
import pcpSelectRoutes from './pcp/select/index';
import planManagementRoutes from './plan-management/index';
import priorAuthorizationRoutes from './prior-authorizations/index';
import programRoutes from './programs/index';
import recoveryRoutes from './recovery/index';
import referralRoutes from './referrals/index';
// Secure messages (issue 39 §1).
import secureMessageRoutes from './secure-messages/index';
import securityAnswerRoutes from './security-answers/index';
import securityQuestionRoutes from './security-questions/index';
import sessionRoutes from './session/index';
import shellRoutes from './shell/index';
import smartConsentRoutes from './smart/consent/index';
import smartRoutes from './smart/index';
import ssoRoutes from './sso/index';
import staffClaimSubmissionRoutes from './staff/claim-submissions/index';
import staffMessageRoutes from './staff/messages/index';
import staffOutboxRoutes from './staff/outbox/index';
import unlockAccountRoutes from './staff/unlock-account/index';
import tokenRoutes from './token/index';

/**
 * Every route module of the gateway, registered by app.ts in this order. A table rather than
 * @fastify/autoload: the list is plain imports, so the type checker and the dependency check see
 * every route, nothing depends on the file system at start-up, and adding an area is one line here.
 * Folders mirror the URL (routes/account/preferences serves /api/account/preferences; idCard is
 * id-card; staff/unlock-account serves /api/staff/unlock-account); the outside stand-ins (sso,
 * outside-badges) are still named for their flow.
 */
export const ROUTES: readonly FastifyPluginAsyncZod[] = [
  healthRoutes,
  brandRoutes,
  // Sign-in (document 1 §4, §7).
  tokenRoutes,
  loginStateRoutes,
  sessionRoutes,
  logoutRoutes,
  loginAsRoutes,
  loginAsBannerRoutes,
  unlockAccountRoutes,
  staffOutboxRoutes,
  passwordRoutes,
  ssoRoutes,
  // Account and mid-login steps.
  accountRoutes,
  employeeIdRoutes,
  preferencesRoutes,
  relevantPreferencesRoutes,
  registrationPolicyRoutes,
  groupRoutes,
  groupDetailRoutes,
  groupSelectionRoutes,
  // Shell and public pages.
  calendarRoutes,
  shellRoutes,
  outsideBadgeRoutes,
  outsideVendorRoutes,
  // Member data areas (document 2 §7).
  homeRoutes,
  eligibilityRoutes,
  programRoutes,
  ebillRoutes,
  idCardRoutes,
  planManagementRoutes,
  pcpRoutes,
  limitsRoutes,
  // Benefits (document 2 §2, §7).
  benefitSummaryRoutes,
  benefitHistoryRoutes,
  serviceDetailRoutes,
  // Benefit resources (document 2 §2, §7).
  referralRoutes,
  medicareMaterialRoutes,
  handbookRoutes,
  outlineOfCoverageRoutes,
  priorAuthorizationRoutes,
  // Sign-in and access (issue 15).
  accountAccessRoutes,
  // Claims and EOBs (issue 14).
  claimRoutes,
  eobRoutes,
  // Find care (issue 12).
  pcpSearchRoutes,
  pcpSelectRoutes,
  pcpProviderRoutes,
  // The account area (issue 13).
  addressRoutes,
  settingsPreferencesRoutes,
  securityQuestionRoutes,
  // The member's language (issue 17).
  accountLanguageRoutes,
  securityAnswerRoutes,
  // Registration and recovery (issue 14).
  registrationRoutes,
  recoveryRoutes,
  // Multi-factor sign-in (issue 15).
  mfaSettingsRoutes,
  mfaChallengeRoutes,
  // The Patient Access API, its SMART authorization and the member's connected apps (issue 18).
  fhirRoutes,
  smartRoutes,
  smartConsentRoutes,
  connectedAppRoutes,
  // Errors the browser could not handle (issue 36).
  clientErrorRoutes,
  // The cost estimator (issue 38 §1).
  costEstimateRoutes,
  // The public provider directory (issue 38 §2).
  directoryRoutes,
  // Secure messages with member services (issue 39 §1): the member's, then staff's.
  secureMessageRoutes,
  staffMessageRoutes,
  // Member notifications (issue 39 §2).
  memberNotificationRoutes,
  // Claims the member submits (issue 39 §3): the member's, then staff's.
  claimSubmissionRoutes,
  staffClaimSubmissionRoutes,
];
