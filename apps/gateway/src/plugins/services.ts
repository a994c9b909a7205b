import type { Kysely } from 'kysely';
import { createLockout } from '../auth/lockout';
import { createMemberSessionOpener } from '../auth/open-member-session';
import { createSessionStore } from '../auth/session-store';
import { createTokenIssuer } from '../auth/token-issuer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { createAccountRepository } from '../repositories/account-repository';
import { createCalendarRepository } from '../repositories/calendar-repository';
import { createCareRepository } from '../repositories/care-repository';
import { createGroupRepository } from '../repositories/group-repository';
import { createHomeRepository } from '../repositories/home-repository';
import { createIdCardRepository } from '../repositories/id-card-repository';
import { createLimitsRepository } from '../repositories/limits-repository';
import { createLoginAsRepository } from '../repositories/login-as-repository';
import { createMemberDataRepository } from '../repositories/member-data-repository';
import { createPasswordRepository } from '../repositories/password-repository';
import { createPreferencesRepository } from '../repositories/preferences-repository';
import { createRegistrationPolicyRepository } from '../repositories/registration-policy-repository';
import { createShellRepository } from '../repositories/shell-repository';
import { createSignInRepository } from '../repositories/sign-in-repository';
import { createSignInServices } from '../services/sign-in/create-sign-in-services';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Injectable clock for rules that depend on the date. */
  readonly now?: () => Date;
}

/** The app's own services and repositories, built once and hung on the instance. */
export function createServices(deps: AppDependencies) {
  const db: Kysely<Database> = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionStore(db, deps.config.sessionIdleMinutes);
  const lockout = createLockout(db, {
    threshold: deps.config.lockoutThreshold,
    minutes: deps.config.lockoutMinutes,
  });
  const signInRepository = createSignInRepository(db);
  const tokens = createTokenIssuer({
    sessions,
    secret: deps.config.tokenSecret,
    temporaryMinutes: deps.config.temporaryTokenMinutes,
    now,
  });
  const accounts = createAccountRepository(db);
  const memberData = createMemberDataRepository(db);
  const care = createCareRepository(db);
  const limits = createLimitsRepository(db);
  const loginAs = createLoginAsRepository(db);
  const passwords = createPasswordRepository(db);
  const openMemberSession = createMemberSessionOpener({
    tokens,
    sessions,
    accounts,
    secret: deps.config.tokenSecret,
    now,
  });
  return {
    config: deps.config,
    database: deps.database,
    now,
    sessions,
    lockout,
    tokens,
    accounts,
    shell: createShellRepository(db),
    groups: createGroupRepository(db),
    loginAs,
    openMemberSession,
    preferences: createPreferencesRepository(db),
    registrationPolicies: createRegistrationPolicyRepository(db),
    passwords,
    calendars: createCalendarRepository(db),
    memberData,
    care,
    limits,
    home: createHomeRepository(db, { memberData, care, limits }),
    idCards: createIdCardRepository(db),
    signInRepository,
    signIn: createSignInServices({
      signInRepository,
      accounts,
      loginAs,
      passwords,
      lockout,
      tokens,
      sessions,
      openMemberSession,
      threshold: deps.config.lockoutThreshold,
      now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
