import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { paths } from './config/paths';

/** Find care's pages (document 2 §2) and the pharmacy page (issue 12). */
const findCare = [
  route(paths.findCare, 'routes/find-care.tsx'),
  route(paths.findCareResources, 'routes/find-care-resources.tsx'),
  route(paths.findADentist, 'routes/find-a-dentist.tsx'),
  route(paths.primaryCare, 'routes/primary-care.tsx'),
  route(paths.primaryCareMember, 'routes/primary-care-member.tsx'),
  route(paths.primaryCareSearch, 'routes/provider-search.tsx'),
  route(paths.navitus, 'routes/navitus.tsx'),
  // The cost estimator (issue 38 §1).
  route(paths.costEstimator, 'routes/cost-estimator.tsx'),
];

/** Benefits (document 2 §2): the category, summary, service and history pages. */
const benefits = [
  route(paths.benefits, 'routes/benefits-home.tsx'),
  route(paths.benefitsMedical, 'routes/benefits-medical.tsx'),
  route(paths.benefitsDental, 'routes/benefits-dental.tsx'),
  route(paths.benefitsVision, 'routes/benefits-vision.tsx'),
  route(paths.benefitsPharmacy, 'routes/benefits-pharmacy.tsx'),
  route(paths.benefitsSummary, 'routes/benefits-summary.tsx'),
  route(paths.benefitsServiceDetail, 'routes/benefits-service-detail.tsx'),
  route(paths.benefitsDentalDetail, 'routes/benefits-dental-detail.tsx'),
  route(paths.benefitsHistory, 'routes/benefits-history.tsx'),
];

/** Benefit resources (document 2 §2 Benefits). */
const benefitResources = [
  route(paths.programs, 'routes/programs.tsx'),
  route(paths.programDetail, 'routes/program-detail.tsx'),
  route(paths.referrals, 'routes/referrals.tsx'),
  route(paths.handbooks, 'routes/handbooks.tsx'),
  route(paths.certificateOfCoverage, 'routes/certificate-of-coverage.tsx'),
  route(paths.medicareMaterials, 'routes/medicare-materials.tsx'),
  route(paths.priorAuthorization, 'routes/prior-authorization.tsx'),
];

/** The signed-in pages (document 1 §2, §6): a session first. */
const memberArea = layout('routes/member-area.tsx', [
  route(paths.home, 'routes/home.tsx'),
  route(paths.selectGroup, 'routes/select-group.tsx'),
  // The account area (issue 13): a layout with its sub-navigation; /account opens the summary.
  route(paths.account, 'routes/account.tsx', [
    index('routes/account-home.tsx'),
    route(paths.accountSummary, 'routes/account-summary.tsx'),
    route(paths.memberInformation, 'routes/member-information.tsx'),
    route(paths.accountSettings, 'routes/account-settings.tsx'),
    route(paths.accountAccess, 'routes/account-access.tsx'),
    route(paths.planBenefits, 'routes/plan-benefits.tsx'),
    route(paths.helpCenter, 'routes/help-center.tsx'),
    route(paths.accountEbill, 'routes/ebill.tsx'),
    route(paths.planManagement, 'routes/plan-management.tsx'),
  ]),
  route(paths.customerService, 'routes/customer-service.tsx'),
  route(paths.passportDental, 'routes/passport-dental.tsx'),
  route(paths.idCard, 'routes/id-card.tsx'),
  route(paths.idCardView, 'routes/id-card-view.tsx'),
  ...benefits,
  ...benefitResources,
  // Claims and EOBs (issue 14): their call failures are shown on their screens (document 1 §8).
  route(paths.claims, 'routes/claims.tsx'),
  // A claim the member submits (issue 39 §3): before the claim's page, whose number it is not.
  route(paths.submitClaim, 'routes/claim-submit.tsx'),
  route(paths.claimDetail, 'routes/claim-detail.tsx'),
  route(paths.eobs, 'routes/eobs.tsx'),
  ...findCare,
  // Secure messages with member services (issue 39 §1).
  route(paths.messages, 'routes/messages.tsx'),
  route(paths.newMessage, 'routes/message-new.tsx'),
  route(paths.messageConversation, 'routes/message-conversation.tsx'),
  // Member notifications (issue 39 §2).
  route(paths.memberNotifications, 'routes/member-notifications.tsx'),
]);

/**
 * The routes of document 1 §2, as React Router's framework builds them (decision 053): one module
 * per route in `routes/`, each the feature's page with its loader. The shell is the root route
 * (root.tsx); every page sits below one error boundary that shows a failure inside the shell.
 */
export default [
  layout('routes/pages.tsx', [
    index('routes/brand-home.tsx'),
    route(paths.serviceLink, 'routes/service-link.tsx'),
    route(paths.dentalDetailLink, 'routes/dental-detail-link.tsx'),
    route(paths.historyLink, 'routes/history-link.tsx'),
    route(paths.login, 'routes/login.tsx'),
    route(paths.logout, 'routes/logout.tsx'),
    // Mid-login routes: temporary token only (document 1 §6), which only the browser holds.
    layout('routes/temporary-area.tsx', [
      route(paths.mfaCode, 'routes/mfa-code.tsx'),
      route(paths.groupSelection, 'routes/group-selection.tsx'),
      route(paths.ssoLanding, 'routes/sso-landing.tsx'),
      route(paths.updatePreferences, 'routes/update-preferences.tsx'),
      route(paths.registrationPolicies, 'routes/registration-policies.tsx'),
    ]),
    memberArea,
    // Mid-login for INI and FRC, or in the member area (document 1 §4).
    layout('routes/password-area.tsx', [route(paths.changePassword, 'routes/change-password.tsx')]),
    // An app's consent page (issue 18): signs the member in first, then shows the member's shell.
    route(paths.connectApp, 'routes/connect-app.tsx'),
    // Staff tokens only; its own guard responds 404 to anyone else (document 1 §2, §6).
    route(paths.loginAs, 'routes/login-as.tsx'),
    // Member services' inbox of secure messages (issue 39 §1): staff tokens only, as /login-as.
    route(paths.staffMessages, 'routes/staff-messages.tsx'),
    route(paths.staffMessage, 'routes/staff-message.tsx'),
    // Member services' submitted claims (issue 39 §3): staff tokens only, as the inbox.
    route(paths.staffClaims, 'routes/staff-claims.tsx'),
    // Public pages that keep the member's shell when a session exists (issue 9).
    layout('routes/session-frame.tsx', [
      route(paths.contactUs, 'routes/contact-us.tsx'),
      route(paths.error, 'routes/error.tsx'),
    ]),
    route(paths.digitalCommunicationsPolicy, 'routes/digital-communications-policy.tsx'),
    route(paths.resourceDownload, 'routes/resource-download.tsx'),
    // Public: registration and recovery (issue 14); 404 on the partner brand, as /login's links.
    route(paths.registration, 'routes/registration.tsx'),
    route(paths.recoverUsername, 'routes/recover-username.tsx'),
    route(paths.recoverPassword, 'routes/recover-password.tsx'),
    route(paths.resetPassword, 'routes/reset-password.tsx'),
    route(paths.any, 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
