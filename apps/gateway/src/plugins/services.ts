import type { Kysely } from 'kysely';
import { createLockout } from '../auth/lockout';
import { createMemberSessionOpener } from '../auth/open-member-session';
import { createSecretBox } from '../auth/secret-box';
import { createSessionStore } from '../auth/session-store';
import { createTokenIssuer } from '../auth/token-issuer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import type { SmartApp } from '../fhir/registered-apps';
import { createAdvanceClaimSubmissionHandler } from '../jobs/handlers/advance-claim-submission';
import { createSendMailHandler } from '../jobs/handlers/send-mail';
import { createJobQueue, type JobHandlers } from '../jobs/job-queue';
// Issue 40 §2: the metrics, when METRICS_PORT is set.
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { countSignInEvents } from '../metrics/sign-in-events';
import { createAccountAccessRepository } from '../repositories/account-access-repository';
import { createAccountLanguageRepository } from '../repositories/account-language-repository';
import { createAccountRepository } from '../repositories/account-repository';
import { createAccountSettingsRepository } from '../repositories/account-settings-repository';
// Benefit resources (document 2 §2, §7).
import { createBenefitResourcesRepository } from '../repositories/benefit-resources-repository';
import { createBenefitsRepository } from '../repositories/benefits-repository';
import { createCalendarRepository } from '../repositories/calendar-repository';
import { createCareRepository } from '../repositories/care-repository';
import { createClaimSubmissionsRepository } from '../repositories/claim-submissions-repository';
import { createClaimsRepository } from '../repositories/claims-repository';
import { createCostEstimateRepository } from '../repositories/cost-estimate-repository';
import { createFindCareRepository } from '../repositories/find-care-repository';
import { createGroupRepository } from '../repositories/group-repository';
import { createHomeRepository } from '../repositories/home-repository';
import { createIdCardOrderRepository } from '../repositories/id-card-order-repository';
import { createIdCardRepository } from '../repositories/id-card-repository';
import { createLimitsRepository } from '../repositories/limits-repository';
import { createLoginAsRepository } from '../repositories/login-as-repository';
import { createMemberDataRepository } from '../repositories/member-data-repository';
import { createMemberNotificationsRepository } from '../repositories/member-notifications-repository';
import { createMfaRepository } from '../repositories/mfa-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createPasswordRepository } from '../repositories/password-repository';
import { createPlanCancellationRepository } from '../repositories/plan-cancellation-repository';
import { createPreferencesRepository } from '../repositories/preferences-repository';
import { createProviderDirectoryRepository } from '../repositories/provider-directory-repository';
import { createRecoveryRepository } from '../repositories/recovery-repository';
import { createReferralsRepository } from '../repositories/referrals-repository';
import { createRegistrationPolicyRepository } from '../repositories/registration-policy-repository';
import { createRegistrationRepository } from '../repositories/registration-repository';
import { createSecureMessagesRepository } from '../repositories/secure-messages-repository';
import { createShellRepository } from '../repositories/shell-repository';
import { createSignInRepository } from '../repositories/sign-in-repository';
import { createAccountService } from '../services/account/account-service';
import { createAccountSettingsService } from '../services/account/account-settings-service';
import { createAccountAccessService } from '../services/account-access/account-access-service';
import { createSessionClient } from '../services/account-access/session-client';
import { createAccountLanguageService } from '../services/account-language/account-language-service';
import { createBenefitResourcesService } from '../services/benefit-resources/benefit-resources-service';
import { createReferralsService } from '../services/benefit-resources/referrals-service';
import { createBenefitsService } from '../services/benefits/benefits-service';
import { createLimitsService } from '../services/benefits/limits-service';
import { createCalendarService } from '../services/calendar/calendar-service';
import { STEP_RETRY } from '../services/claim-submissions/claim-submissions-deps';
import { createClaimSubmissionsService } from '../services/claim-submissions/claim-submissions-service';
import { createClaimsService } from '../services/claims/claims-service';
import { createCostEstimateService } from '../services/cost-estimate/cost-estimate-service';
import { createEbillService } from '../services/ebill/ebill-service';
import { createEligibilityService } from '../services/eligibility/eligibility-service';
import { createFindCareService } from '../services/find-care/find-care-service';
import { createGroupService } from '../services/groups/group-service';
import { createHomeService } from '../services/home/home-service';
import { createIdCardService } from '../services/id-card/id-card-service';
import { createMailQueue, type MailQueue, mailRetry } from '../services/mail/mail-queue';
import { createMailTransport } from '../services/mail/mailer';
import {
  createMemberNotificationsService,
  type MemberNotificationsService,
} from '../services/member-notifications/member-notifications-service';
import { createMfaService } from '../services/mfa/mfa-service';
import { createStaffOutboxService } from '../services/outbox/staff-outbox-service';
import { createOutsideBadgeService } from '../services/outside/outside-badge-service';
import { createSignOnStandInService } from '../services/outside/sign-on-stand-in-service';
import { createPcpService } from '../services/pcp/pcp-service';
import { createPlanManagementService } from '../services/plan-management/plan-management-service';
import { createPreferencesService } from '../services/preferences/preferences-service';
import { createProgramService } from '../services/programs/program-service';
import { createProviderDirectoryService } from '../services/provider-directory/provider-directory-service';
import { createRecoveryService } from '../services/recovery/recovery-service';
import { createRegistrationService } from '../services/registration/registration-service';
import { createRegistrationPolicyService } from '../services/registration-policies/registration-policy-service';
import { createSecureMessagesService } from '../services/secure-messages/secure-messages-service';
import { createShellService } from '../services/shell/shell-service';
import { createSignInServices } from '../services/sign-in/create-sign-in-services';
import { createLoginStateReader } from '../services/sign-in/login-state';
import { createPatientAccessServices } from '../services/smart/create-patient-access-services';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Injectable clock for rules that depend on the date. */
  readonly now?: () => Date;
  /** Apps registered for the Patient Access API (issue 18); the defaults of fhir/registered-apps.ts when unset. */
  readonly smartApps?: readonly SmartApp[];
  /** The Prometheus metrics (issue 40 §2); unset, nothing is counted. */
  readonly metrics?: GatewayMetrics;
}

/** Rows in and out: one repository per table family, nothing but queries and column mapping. */
function createRepositories(db: Kysely<Database>) {
  return {
    accounts: createAccountRepository(db),
    accountAccess: createAccountAccessRepository(db),
    calendars: createCalendarRepository(db),
    care: createCareRepository(db),
    groups: createGroupRepository(db),
    home: createHomeRepository(db),
    idCards: createIdCardRepository(db),
    limits: createLimitsRepository(db),
    benefits: createBenefitsRepository(db),
    loginAs: createLoginAsRepository(db),
    memberData: createMemberDataRepository(db),
    outbox: createOutboxRepository(db),
    passwords: createPasswordRepository(db),
    preferences: createPreferencesRepository(db),
    registrationPolicies: createRegistrationPolicyRepository(db),
    shell: createShellRepository(db),
    accountLanguages: createAccountLanguageRepository(db),
    signIn: createSignInRepository(db),
    referrals: createReferralsRepository(db),
    benefitResources: createBenefitResourcesRepository(db),
    claims: createClaimsRepository(db),
    findCare: createFindCareRepository(db),
    // ID card orders, plan cancellations and the eBill registration (issue 13).
    idCardOrders: createIdCardOrderRepository(db),
    planCancellations: createPlanCancellationRepository(db),
    registrations: createRegistrationRepository(db),
    recovery: createRecoveryRepository(db),
    // The cost estimator's catalogue and rates (issue 38 §1).
    costEstimates: createCostEstimateRepository(db),
    // Secure messages (issue 39 §1).
    secureMessages: createSecureMessagesRepository(db),
  };
}

type Repositories = ReturnType<typeof createRepositories>;

/**
 * Sessions, the lockout and tokens (auth/). The two repositories that revoke sessions in their own
 * transaction (a password change, a reset) drop this process's cached copies as soon as they commit;
 * NOTIFY tells the other gateways.
 */
function createAuth(
  deps: AppDependencies,
  db: Kysely<Database>,
  now: () => Date,
  repositories: Repositories,
) {
  const sessions = createSessionStore(db, deps.config.sessionIdleMinutes, {
    cacheMs: deps.config.sessionCacheMs,
  });
  const passwords = {
    ...repositories.passwords,
    replace: async (change: Parameters<typeof repositories.passwords.replace>[0]) => {
      const revoked = await repositories.passwords.replace(change);
      sessions.forgetAccount(change.accountId);
      return revoked;
    },
  };
  const recovery = {
    ...repositories.recovery,
    completeReset: async (change: Parameters<typeof repositories.recovery.completeReset>[0]) => {
      const done = await repositories.recovery.completeReset(change);
      if (done) sessions.forgetAccount(change.accountId);
      return done;
    },
  };
  const lockout = createLockout(db, {
    threshold: deps.config.lockoutThreshold,
    minutes: deps.config.lockoutMinutes,
  });
  const tokens = createTokenIssuer({
    sessions,
    secret: deps.config.tokenSecret,
    temporaryMinutes: deps.config.temporaryTokenMinutes,
    now,
  });
  const openMemberSession = createMemberSessionOpener({
    tokens,
    sessions,
    getLoginState: createLoginStateReader({ accounts: repositories.accounts, now }),
    secret: deps.config.tokenSecret,
    now,
  });
  return { sessions, passwords, recovery, lockout, tokens, openMemberSession };
}

/**
 * Every message is queued with the change that caused it and sent by a job (issue 36 point 3); the
 * box seals each body in the queue (the MFA key: the gateway's one key for secrets at rest).
 */
function createMail(
  deps: AppDependencies,
  db: Kysely<Database>,
  now: () => Date,
  repositories: Repositories,
) {
  const secrets = createSecretBox(deps.config.mfa.encryptionKey);
  const { metrics } = deps;
  const jobQueue = createJobQueue({
    database: deps.database,
    config: deps.config.jobs,
    ...(metrics && {
      observer: {
        attemptFailed: (kind: string) => metrics.jobFailures.inc({ kind }),
        gaveUp: (kind: string) => metrics.jobsGivenUp.inc({ kind }),
      },
    }),
  });
  const mail = createMailQueue({
    db,
    outbox: repositories.outbox,
    queue: jobQueue,
    box: secrets,
    config: deps.config.jobs,
  });
  const sendMail = createSendMailHandler({
    outbox: repositories.outbox,
    box: secrets,
    transport: createMailTransport(deps.config.mail.smtpUrl),
    retry: mailRetry(deps.config.jobs),
    now,
  });
  return { secrets, mail, jobQueue, sendMail };
}

/** Sign-in (services/sign-in) and multi-factor sign-in (issue 15): enrolment, removal and the code. */
function createSignIn(
  deps: AppDependencies,
  db: Kysely<Database>,
  now: () => Date,
  repositories: Repositories,
  auth: ReturnType<typeof createAuth>,
  { secrets, mail }: ReturnType<typeof createMail>,
  notifications: MemberNotificationsService,
) {
  const mfaRepository = createMfaRepository(db);
  const mfa = createMfaService({
    mfa: mfaRepository,
    passwords: repositories.passwords,
    lockout: auth.lockout,
    tokens: auth.tokens,
    sessions: auth.sessions,
    secrets,
    mail,
    audit: repositories.signIn.audit,
    notifications: notifications.recorder,
    threshold: deps.config.lockoutThreshold,
    now,
  });
  const signIn = createSignInServices({
    signInRepository: repositories.signIn,
    accounts: repositories.accounts,
    loginAs: repositories.loginAs,
    passwords: auth.passwords,
    lockout: auth.lockout,
    tokens: auth.tokens,
    sessions: auth.sessions,
    openMemberSession: auth.openMemberSession,
    threshold: deps.config.lockoutThreshold,
    now,
    secondFactor: { beginChallenge: mfa.beginChallenge },
    notifications: notifications.recorder,
    // The token route stamps its sessions itself, in the statement that opens them (decision 073).
    browser: createSessionClient({
      access: repositories.accountAccess,
      notifications: notifications.recorder,
      now,
    }),
  });
  return { signIn, mfa };
}

/** One service per member data area (document 2). */
function createMemberAreas(
  deps: AppDependencies,
  now: () => Date,
  repositories: Repositories,
  { sessions, openMemberSession }: ReturnType<typeof createAuth>,
  mail: MailQueue,
  notifications: MemberNotificationsService,
) {
  const { accounts, memberData, care, limits } = repositories;
  const shell = createShellService({ shell: repositories.shell, now });
  return {
    account: createAccountService({ accounts, memberData }),
    calendar: createCalendarService({ calendars: repositories.calendars }),
    ebill: createEbillService({
      memberData,
      idCards: repositories.idCards,
      plans: repositories.planCancellations,
      ebillUrl: deps.config.outside.ebill,
      tokenSecret: deps.config.tokenSecret,
      now,
    }),
    eligibility: createEligibilityService({ memberData, now }),
    groups: createGroupService({ groups: repositories.groups, sessions, openMemberSession, now }),
    home: createHomeService({ home: repositories.home, limits, now }),
    idCard: createIdCardService({
      idCards: repositories.idCards,
      orders: repositories.idCardOrders,
      memberData,
      outbox: repositories.outbox,
      mail,
      notifications: notifications.recorder,
      now,
    }),
    limits: createLimitsService({ limits, now }),
    benefits: createBenefitsService({ benefits: repositories.benefits, now }),
    pcp: createPcpService({ care, now }),
    planManagement: createPlanManagementService({
      care,
      idCards: repositories.idCards,
      plans: repositories.planCancellations,
    }),
    preferences: createPreferencesService({ preferences: repositories.preferences, now }),
    programs: createProgramService({ memberData }),
    registrationPolicies: createRegistrationPolicyService({
      registrationPolicies: repositories.registrationPolicies,
      now,
    }),
    shell,
    referrals: createReferralsService({ referrals: repositories.referrals, now }),
    benefitResources: createBenefitResourcesService({ resources: repositories.benefitResources }),
    outsideBadges: createOutsideBadgeService({ outside: deps.config.outside, shell }),
    signOnStandIn: createSignOnStandInService({
      tokenSecret: deps.config.tokenSecret,
      sessions,
      accounts,
      now,
    }),
    claims: createClaimsService({ claims: repositories.claims, now }),
    findCare: createFindCareService({
      findCare: repositories.findCare,
      mail,
      notifications: notifications.recorder,
      now,
    }),
    // The cost estimator (issue 38 §1), over the accumulators and cost-sharing of the benefits.
    costEstimate: createCostEstimateService({
      benefits: repositories.benefits,
      costEstimates: repositories.costEstimates,
      now,
    }),
  };
}

/** The account area (issue 13), its language (17), registration and recovery (14), sign-in and access (15). */
function createAccountAreas(
  db: Kysely<Database>,
  now: () => Date,
  repositories: Repositories,
  { sessions, passwords, recovery }: ReturnType<typeof createAuth>,
  mail: MailQueue,
  notifications: MemberNotificationsService,
) {
  return {
    accountSettings: createAccountSettingsService({
      settings: createAccountSettingsRepository(db),
      passwords,
      now,
    }),
    accountLanguage: createAccountLanguageService({ languages: repositories.accountLanguages }),
    registration: createRegistrationService({
      registrations: repositories.registrations,
      mail,
      now,
    }),
    recovery: createRecoveryService({ recovery, mail, now }),
    accountAccess: createAccountAccessService({
      access: repositories.accountAccess,
      sessions,
      audit: repositories.signIn.audit,
      notifications: notifications.recorder,
      now,
    }),
  };
}

/**
 * The app's own services, built once over the repositories and hung on the instance as
 * `app.services`: a route calls one of them. The sign-in flows are `signIn` (services/sign-in); the
 * pieces under auth/ stay exposed for the auth guard and the group switch.
 */
export function createServices(deps: AppDependencies) {
  const db: Kysely<Database> = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const created = createRepositories(db);
  const repositories = deps.metrics
    ? { ...created, signIn: countSignInEvents(created.signIn, deps.metrics) }
    : created;
  const auth = createAuth(deps, db, now, repositories);
  const mailing = createMail(deps, db, now, repositories);
  const { mail } = mailing;
  // Member notifications (issue 39 §2): what happened, recorded with its e-mail by every area.
  const memberNotifications = createMemberNotificationsService({
    db,
    notifications: createMemberNotificationsRepository(db),
    mail,
    now,
  });
  // Claims the member submits (issue 39 §3): each step of their seeded processing is a queued job.
  const claimSubmissions = createClaimSubmissionsService({
    submissions: createClaimSubmissionsRepository(db),
    claims: repositories.claims,
    queue: mailing.jobQueue,
    notices: memberNotifications.recorder,
    audit: repositories.signIn.audit,
    config: deps.config.jobs,
    now,
  });
  const jobHandlers: JobHandlers = {
    'send-mail': mailing.sendMail,
    'advance-claim-submission': createAdvanceClaimSubmissionHandler({
      advance: claimSubmissions.advance,
      retry: STEP_RETRY,
    }),
  };
  return {
    config: deps.config,
    database: deps.database,
    now,
    metrics: deps.metrics,
    // Sign-in (auth/ and the repositories its routes read), as the sign-in routes use them today.
    sessions: auth.sessions,
    lockout: auth.lockout,
    tokens: auth.tokens,
    accounts: repositories.accounts,
    loginAs: repositories.loginAs,
    passwords: auth.passwords,
    signInRepository: repositories.signIn,
    openMemberSession: auth.openMemberSession,
    mail,
    jobs: { queue: mailing.jobQueue, handlers: jobHandlers },
    outbox: repositories.outbox,
    // Issue 36: support staff read their brand's outbox (the failed messages).
    staffOutbox: {
      listOutbox: createStaffOutboxService({ outbox: repositories.outbox, audit: repositories.signIn.audit }),
    },
    ...createSignIn(deps, db, now, repositories, auth, mailing, memberNotifications),
    ...createMemberAreas(deps, now, repositories, auth, mail, memberNotifications),
    ...createAccountAreas(db, now, repositories, auth, mail, memberNotifications),
    // The Patient Access API and its SMART authorization (issue 18).
    ...createPatientAccessServices({ db, smartApps: deps.smartApps, now }),
    // The public provider directory (issue 38 §2).
    providerDirectory: createProviderDirectoryService({
      directory: createProviderDirectoryRepository(db),
      now,
    }),
    // Secure messages with member services (issue 39 §1).
    secureMessages: createSecureMessagesService({
      messages: repositories.secureMessages,
      mail,
      audit: repositories.signIn.audit,
      notices: memberNotifications.recorder,
      now,
    }),
    // Member notifications (issue 39 §2); `memberNotifications.recorder` is what other areas call.
    memberNotifications,
    claimSubmissions,
  };
}

export type Services = ReturnType<typeof createServices>;
