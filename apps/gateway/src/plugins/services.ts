import type { Kysely } from 'kysely';
import { createLockout } from '../auth/lockout';
import { createSessionStore } from '../auth/session-store';
import { createSignIn } from '../auth/sign-in';
import { createTokenIssuer } from '../auth/token-issuer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { createAccountRepository } from '../repositories/account-repository';
import { createSignInRepository } from '../repositories/sign-in-repository';

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
  const sessions = createSessionStore(db);
  const lockout = createLockout(db, deps.config.lockoutThreshold);
  const signInRepository = createSignInRepository(db);
  const tokens = createTokenIssuer({
    sessions,
    secret: deps.config.tokenSecret,
    temporaryMinutes: deps.config.temporaryTokenMinutes,
    now,
  });
  return {
    config: deps.config,
    database: deps.database,
    now,
    sessions,
    lockout,
    tokens,
    accounts: createAccountRepository(db),
    signInRepository,
    signIn: createSignIn({
      accounts: signInRepository,
      lockout,
      tokens,
      threshold: deps.config.lockoutThreshold,
      now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
