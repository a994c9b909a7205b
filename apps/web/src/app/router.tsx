import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import * as redirects from './redirects';
import { RouteError, ShellError } from './route-error';
import { SessionFrame, loader as sessionFrameLoader } from './session-frame';

function PageLoading() {
  return <Spinner />;
}

const findCare = () => import('@/features/find-care/route');

/** Find care's pages (document 2 §2) and the pharmacy page, all from one lazy chunk. */
function findCareRoutes(): RouteObject[] {
  return [
    { path: paths.findCare, lazy: async () => ({ Component: (await findCare()).FindCareIndex }) },
    { path: paths.findCareResources, lazy: async () => ({ Component: (await findCare()).ResourcesRoute }) },
    { path: paths.findADentist, lazy: async () => ({ Component: (await findCare()).FindADentistRoute }) },
    {
      path: paths.primaryCare,
      lazy: async () => {
        const area = await findCare();
        return { Component: area.PrimaryCareRoute, loader: area.primaryCareLoader };
      },
    },
    {
      path: paths.primaryCareMember,
      lazy: async () => {
        const area = await findCare();
        return { Component: area.MemberPrimaryCareRoute, loader: area.memberPrimaryCareLoader };
      },
    },
    {
      path: paths.primaryCareSearch,
      lazy: async () => {
        const area = await findCare();
        return { Component: area.ProviderSearchRoute, loader: area.primaryCareLoader };
      },
    },
    { path: paths.navitus, lazy: async () => ({ Component: (await findCare()).NavitusRoute }) },
  ];
}

type AccountPageRoute =
  | 'accountSummaryRoute'
  | 'memberInformationRoute'
  | 'planBenefitsRoute'
  | 'helpCenterRoute'
  | 'customerServiceRoute';

/** A page of the account area's chunk (issue 13). */
async function accountPage(name: AccountPageRoute) {
  return (await import('@/features/account/route'))[name];
}

/**
 * The routes of document 1 §2, one lazy chunk per area so /login loads little. The same for every
 * brand: a brand's rules are its routes' loaders' (`loaderBrand`).
 */
export function getRoutes(): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: ShellError,
      HydrateFallback: PageLoading,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: redirects.brandHome },
            { path: paths.serviceLink, loader: redirects.serviceLink },
            { path: paths.dentalDetailLink, loader: redirects.dentalDetailLink },
            { path: paths.historyLink, loader: redirects.historyLink },
            { path: paths.login, lazy: () => import('@/features/login/route') },
            {
              path: paths.logout,
              lazy: () => import('@/features/logout/route'),
            },
            {
              // Mid-login routes: temporary token only (document 1 §6).
              lazy: () => import('./temporary-area'),
              children: [
                { path: paths.mfaCode, lazy: () => import('@/features/login/code-route') },
                { path: paths.groupSelection, lazy: () => import('@/features/login-group-choice/route') },
                { path: paths.ssoLanding, lazy: () => import('@/features/sso-landing/route') },
                { path: paths.updatePreferences, lazy: () => import('@/features/preferences/route') },
                {
                  path: paths.registrationPolicies,
                  lazy: () => import('@/features/registration-policies/route'),
                },
              ],
            },
            {
              lazy: () => import('./member-area'),
              children: [
                { path: paths.home, lazy: () => import('@/features/home/route') },
                { path: paths.selectGroup, lazy: () => import('@/features/switch-group/route') },
                {
                  // The account area (issue 13): a layout with its sub-navigation; /account opens the
                  // summary. eBill and plan management come from the id-card area's chunk.
                  path: paths.account,
                  lazy: () => import('@/features/account/route'),
                  children: [
                    { index: true, loader: redirects.accountHome },
                    { path: paths.accountSummary, lazy: () => accountPage('accountSummaryRoute') },
                    { path: paths.memberInformation, lazy: () => accountPage('memberInformationRoute') },
                    {
                      path: paths.accountSettings,
                      lazy: () => import('@/features/account-settings/route'),
                    },
                    { path: paths.accountAccess, lazy: () => import('@/features/account-access/route') },
                    { path: paths.planBenefits, lazy: () => accountPage('planBenefitsRoute') },
                    { path: paths.helpCenter, lazy: () => accountPage('helpCenterRoute') },
                    { path: paths.accountEbill, lazy: () => import('@/features/id-card/ebill-route') },
                    {
                      path: paths.planManagement,
                      lazy: () => import('@/features/id-card/plan-management-route'),
                    },
                  ],
                },
                { path: paths.customerService, lazy: () => accountPage('customerServiceRoute') },
                { path: paths.passportDental, lazy: () => import('@/features/passport-dental/route') },
                // The ID card (issue 13); eBill and plan management sit in the account layout above.
                { path: paths.idCard, lazy: () => import('@/features/id-card/route') },
                { path: paths.idCardView, lazy: () => import('@/features/id-card-view/route') },
                // Benefits (document 2 §2): one lazy chunk for the category, summary, service and history pages.
                { path: paths.benefits, loader: redirects.benefitsHome },
                ...(['medical', 'dental', 'vision', 'pharmacy'] as const).map((category) => ({
                  path: paths.benefitsCategoryOf(category),
                  lazy: async () =>
                    (await import('@/features/benefits/route')).getBenefitCategoryRoute(category),
                })),
                {
                  path: paths.benefitsSummary,
                  lazy: async () => (await import('@/features/benefits/route')).benefitsSummaryRoute,
                },
                {
                  path: paths.benefitsServiceDetail,
                  lazy: async () => (await import('@/features/benefits/route')).serviceDetailRoute,
                },
                {
                  path: paths.benefitsDentalDetail,
                  lazy: async () => (await import('@/features/benefits/route')).dentalDetailRoute,
                },
                {
                  path: paths.benefitsHistory,
                  lazy: async () => (await import('@/features/benefits/route')).benefitHistoryRoute,
                },
                // Benefit resources (document 2 §2 Benefits), each its own lazy chunk.
                { path: paths.programs, lazy: () => import('@/features/benefit-resources/routes/programs') },
                {
                  path: paths.programDetail,
                  lazy: () => import('@/features/benefit-resources/routes/program-detail'),
                },
                {
                  path: paths.referrals,
                  lazy: () => import('@/features/benefit-resources/routes/referrals'),
                },
                {
                  path: paths.handbooks,
                  lazy: () => import('@/features/benefit-resources/routes/handbooks'),
                },
                {
                  path: paths.certificateOfCoverage,
                  lazy: () => import('@/features/benefit-resources/routes/certificate-of-coverage'),
                },
                {
                  path: paths.medicareMaterials,
                  lazy: () => import('@/features/benefit-resources/routes/medicare-materials'),
                },
                {
                  path: paths.priorAuthorization,
                  lazy: () => import('@/features/benefit-resources/routes/prior-authorization'),
                },
                // Claims and EOBs (issue 14): their call failures are shown on their screens (document 1 §8).
                { path: paths.claims, lazy: () => import('@/features/claims/route') },
                { path: paths.claimDetail, lazy: () => import('@/features/claims/detail-route') },
                { path: paths.eobs, lazy: () => import('@/features/claims/eobs-route') },
                // Find care (issue 12): one lazy chunk for the area and /navitus.
                ...findCareRoutes(),
              ],
            },
            {
              // Mid-login for INI and FRC, or in the member area (document 1 §4).
              lazy: () => import('./password-area'),
              children: [
                { path: paths.changePassword, lazy: () => import('@/features/change-password/route') },
              ],
            },
            // An app's consent page (issue 18): signs the member in first, then shows the member's shell.
            { path: paths.connectApp, lazy: () => import('@/features/connect-app/route') },
            // Staff tokens only; its own guard responds 404 to anyone else (document 1 §2, §6).
            { path: paths.loginAs, lazy: () => import('@/features/login-as/route') },
            {
              // Public pages that keep the member's shell when a session exists (issue 9).
              Component: SessionFrame,
              loader: sessionFrameLoader,
              children: [
                {
                  path: paths.contactUs,
                  lazy: () => import('@/features/contact-us/route'),
                },
                { path: paths.error, lazy: () => import('@/features/errors/route') },
              ],
            },
            {
              // Public: the welcome page of a sign-in in progress links to it (document 1 §2).
              path: paths.digitalCommunicationsPolicy,
              lazy: () => import('@/features/digital-communications-policy/route'),
            },
            {
              path: paths.resourceDownload,
              lazy: () => import('@/features/resource-download/route'),
            },
            // Public: registration and recovery (issue 14); 404 on the partner brand, as /login's links.
            {
              path: paths.registration,
              lazy: () => import('@/features/registration/route'),
            },
            {
              path: paths.recoverUsername,
              lazy: async () => (await import('@/features/recovery/route')).usernameRecoveryRoute,
            },
            {
              path: paths.recoverPassword,
              lazy: async () => (await import('@/features/recovery/route')).passwordRecoveryRoute,
            },
            {
              path: paths.resetPassword,
              lazy: async () => (await import('@/features/recovery/route')).passwordResetRoute,
            },
            { path: paths.any, loader: redirects.notFound },
          ],
        },
      ],
    },
  ];
}
