import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LOCKOUT_THRESHOLD,
  DEFAULT_SESSION_IDLE_MINUTES,
  DOMAIN_IDS,
  type DomainId,
} from '@dash/domain';
import { z } from 'zod';
import { DEFAULT_HASH_CONCURRENCY } from './auth/password';
import { SESSION_CACHE_MS } from './auth/session-state/session-cache';
import { refusedOldSettings } from './renamed-settings';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Host → brand, defaults from personas.md. */
const DEFAULT_BRAND_HOSTS: Record<string, DomainId> = {
  localhost: 1,
  '127.0.0.1': 1,
  'medicare.localhost': 2,
  'partner.localhost': 5,
};

const domainId = z.coerce
  .number()
  .refine(
    (value): value is DomainId => (DOMAIN_IDS as readonly number[]).includes(value),
    'must be 1, 2 or 5',
  );

const brandHosts = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. {"localhost":1,"partner.localhost":5}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), domainId));

const url = z.url();

/**
 * The development and test key of the MFA secrets (decision 017): published here, so it protects
 * nothing, and a gateway with NODE_ENV=production refuses to start with it (or with none).
 */
export const DEVELOPMENT_MFA_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1tZmEta2V5LTMyLWJ5dGU=';

/** 32 bytes, as 64 hex digits or base64; null for anything else. */
export function decodeMfaKey(text: string): Uint8Array | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  return bytes?.length === 32 ? new Uint8Array(bytes) : null;
}

/** Every setting, read from the environment once and validated (README "Configuration"). */
const Environment = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // Bounds on a stalled or refused database (issue 10 point 8): past them a request gets a 503 response.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    BRAND_HOSTS: brandHosts.optional(),
    DEFAULT_DOMAIN_ID: domainId.default(1),
    LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(DEFAULT_LOCKOUT_THRESHOLD),
    // Issue 10 point 6: a lock ends on its own after this long.
    LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    // Issue 10 point 10: a session unused this long is refused (HIPAA automatic logoff).
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(3).max(120).default(DEFAULT_SESSION_IDLE_MINUTES),
    // Issue 16: how long a gateway trusts its cached copy of a session without reading it again; the
    // bound on a revocation made elsewhere if its NOTIFY is lost (decision 021). 0 reads every time.
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(SESSION_CACHE_MS),
    // Issue 16, decision 035: how long a gateway serves a member's read response again from its cache,
    // and how many responses it caches; every write invalidates the family's responses on every
    // gateway through NOTIFY. 0 caches none.
    RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
    // Issue 41 §3: password hashes (argon2id, on threads of lower priority, decision 074) run at once at
    // most; the rest wait in order, so sign-ins cannot take every core from the reads. One per core by default.
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_HASH_CONCURRENCY),
    ...refusedOldSettings,
    TEMPORARY_TOKEN_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    // The web app's React Router build (decision 053): build/client's files and build/server's handler.
    WEB_BUILD: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/build')),
    // `npm run dev` (decision 053): pages from apps/web's source through Vite's dev server, in place of WEB_BUILD.
    WEB_DEV: z.enum(['true', 'false']).default('false'),
    // Issue 40 §3, decision 060: false when each release's migrations run once before its gateways
    // (`npm run migrate`, the migration job); the gateway then only checks the schema at start.
    MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
    SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
    // The day the seed counts its dates from (birthdays, coverage, due dates); today when unset. A run
    // that seeds before midnight UTC and asserts after it names one day for both (e2e/support/seed-day.ts).
    SEED_DAY: z.iso.date().optional(),
    // Only behind a proxy that sets X-Forwarded-Proto/-For: then they are believed (HSTS, client address).
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    // After SIGTERM, /readyz fails this long before the listener closes; the hard deadline is at most 10 s.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(2_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(10_000).default(10_000),
    // Unset: the gateway's own stand-ins on its own port, so the form posts land on this machine (document 1 §4).
    SALES_PLATFORM_SSO_URL: url.optional(),
    SALES_PLATFORM_TEST_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
    CRM_URL: url.optional(),
    CHAT_CONFIG_URL: url.default('http://localhost:8080/api/outside/chat-config'),
    // Unset: the gateway's own chat stand-in on the page's origin; set: the real vendor's address.
    CHAT_VENDOR_URL: url.optional(),
    ACCREDITATION_URL: url.default('http://localhost:8080/api/outside/accreditation'),
    EBILL_URL: url.default('http://localhost:8080/api/outside/ebill'),
    NAVITUS_URL: url.default('http://localhost:8080/api/outside/navitus'),
    DENTIST_DIRECTORY_URL: url.default('https://dentists.example.com/search'),
    // Issue 10 point 4: audit rows are queued and written in batches, so reads never wait for them.
    AUDIT_FLUSH_ROWS: z.coerce.number().int().min(1).max(10_000).default(100),
    AUDIT_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    // Issue 10 point 5: sign-in, login-as and recovery calls per client address and per account.
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// address')
      .optional(),
    RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(100).default('dash:rate-limit:'),
    LOGIN_RECORD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    LOGIN_RECORD_PRUNE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    // Issue 40 §2: Prometheus metrics at GET /metrics on this port only (metrics/metrics-server.ts); unset: none.
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    // The address the metrics listen on: loopback unless told otherwise, whatever HOST is, so a gateway
    // listening on every interface does not show its metrics to the internet. A container sets 0.0.0.0
    // for its scraper, behind the cluster's network (deploy/).
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    // Issue 40 §2: traces over OTLP to this collector (the SDK reads it and the other OTEL_* settings
    // itself); unset: the SDK is never loaded.
    OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
    // Unset: messages are recorded in the outbox table only (README "Reading the outbox").
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
      .optional(),
    // Issue 36 point 3: how long a message the mail server does not take is retried, the waits doubling
    // from the first; after the window's last retry it is marked failed (decision 040).
    MAIL_RETRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1_440),
    MAIL_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    // Issue 39 §3: how long a submitted claim waits at each step of the demo's seeded processing.
    CLAIM_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    // Issue 15: the AES-256-GCM key of the members' TOTP secrets; the published default only outside production.
    MFA_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine((text) => decodeMfaKey(text) !== null, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
    NODE_ENV: z.string().optional(),
    // Each response also encoded by its zod schema and compared (response-serializer.ts); on in tests.
    CHECK_RESPONSES: z.enum(['true', 'false']).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must not be the public PORT' });
    }
    // Vite's dev server serves apps/web's source files as they are: never in production.
    if (e.NODE_ENV === 'production' && e.WEB_DEV === 'true') {
      ctx.addIssue({ code: 'custom', path: ['WEB_DEV'], message: 'must not be true in production' });
    }
    const key = e.MFA_ENCRYPTION_KEY;
    if (e.NODE_ENV === 'production' && (key === undefined || key === DEVELOPMENT_MFA_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MFA_ENCRYPTION_KEY'],
        message: 'must be set to a key of your own in production (32 random bytes, base64 or hex)',
      });
    }
  });

type Env = z.output<typeof Environment>;

/** The embedded database under DATA_DIR, or PostgreSQL's pool with its bounds when DATABASE_URL is set. */
function databaseSettings(e: Env, dataDir: string) {
  return e.DATABASE_URL
    ? {
        kind: 'postgres' as const,
        url: e.DATABASE_URL,
        poolSize: e.DATABASE_POOL_SIZE,
        timeouts: {
          connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      }
    : { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
}

/** The outside systems' addresses; unset, the gateway's own stand-ins on its port. */
function outsideSettings(e: Env) {
  return {
    salesPlatformSso: e.SALES_PLATFORM_SSO_URL ?? `http://localhost:${e.PORT}/api/sso/sp-salesforce`,
    // Sent with the sales-platform form post when set (document 1 §4, optional test-environment value).
    ...(e.SALES_PLATFORM_TEST_ENVIRONMENT
      ? { salesPlatformTestEnvironment: e.SALES_PLATFORM_TEST_ENVIRONMENT }
      : {}),
    crm: e.CRM_URL ?? `http://localhost:${e.PORT}/api/outside/crm`,
    chatConfig: e.CHAT_CONFIG_URL,
    // The chat vendor (document 1 §7); absent: the gateway's own stand-in at /api/outside/chat.
    ...(e.CHAT_VENDOR_URL ? { chatVendor: e.CHAT_VENDOR_URL } : {}),
    accreditation: e.ACCREDITATION_URL,
    ebill: e.EBILL_URL,
    navitus: e.NAVITUS_URL,
    dentistDirectory: e.DENTIST_DIRECTORY_URL,
  };
}

/**
 * The durable job queue (jobs/job-queue.ts, decision 040): a message is retried for retryMinutes;
 * an attempt still running after attemptSeconds (its gateway died mid-send) is given up and retried.
 */
function jobSettings(e: Env) {
  return {
    mailRetryMinutes: e.MAIL_RETRY_MINUTES,
    mailFirstRetrySeconds: e.MAIL_FIRST_RETRY_SECONDS,
    // A submitted claim's seeded processing (issue 39 §3): received → in review → processed.
    claimStepSeconds: e.CLAIM_STEP_SECONDS,
    // Above the transport's own bounds (5 s to connect and greet, 10 s a socket, services/mail).
    attemptSeconds: 60,
    // How often an idle worker looks for work; a job queued by this gateway wakes it at once.
    pollSeconds: 2,
    // Jobs taken per look: a backlog drains this many per poll (one attempt at a time).
    batchSize: 20,
    // How often expired attempts are found and retried (pg-boss's maintenance).
    maintenanceSeconds: 30,
  };
}

/**
 * The settings the gateway runs with, derived from the environment by this one schema; `Config` is
 * its output type, so no second declaration can drift from it.
 */
const ConfigSchema = Environment.transform(async (e) => {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: databaseSettings(e, dataDir),
    dataDir,
    tokenSecret: new TextEncoder().encode(
      e.TOKEN_SECRET ?? (await readOrCreateSecret(dataDir)),
    ) as Uint8Array,
    brandHosts: (e.BRAND_HOSTS ?? DEFAULT_BRAND_HOSTS) as Readonly<Record<string, DomainId>>,
    defaultDomainId: e.DEFAULT_DOMAIN_ID as DomainId,
    lockoutThreshold: e.LOCKOUT_THRESHOLD,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionCacheMs: e.SESSION_CACHE_MS,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    temporaryTokenMinutes: e.TEMPORARY_TOKEN_MINUTES,
    webBuild: path.resolve(e.WEB_BUILD),
    webDev: e.WEB_DEV === 'true',
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    /** The metrics' own port (issue 40 §2); undefined: no metrics are kept. */
    metricsPort: e.METRICS_PORT,
    /** Where the metrics listen: 127.0.0.1 unless METRICS_HOST says otherwise, never HOST by default. */
    metricsHost: e.METRICS_HOST,
    /** Traces (telemetry/tracing.ts) when a collector is named. */
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
    seedOnEmpty: e.SEED_ON_EMPTY === 'true',
    seedDay: e.SEED_DAY === undefined ? undefined : new Date(`${e.SEED_DAY}T12:00:00Z`),
    // Believe X-Forwarded-Proto and -For (a proxy in front says so); HSTS follows the protocol.
    trustProxy: e.TRUST_PROXY === 'true',
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    /** Batched audit writer (issue 10 point 4). */
    audit: { flushRows: e.AUDIT_FLUSH_ROWS, flushMs: e.AUDIT_FLUSH_MS },
    /** Sign-in throttling (issue 10 point 5); shared through Redis when redisUrl is set. */
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perClient: e.RATE_LIMIT_PER_CLIENT,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
    },
    /** Old login_attempts / unlocked login_failures rows are deleted after this many days. */
    loginRecords: {
      retentionDays: e.LOGIN_RECORD_RETENTION_DAYS,
      pruneMinutes: e.LOGIN_RECORD_PRUNE_MINUTES,
    },
    outside: outsideSettings(e),
    /** Responses checked against their schemas as well as written fast (response-serializer.ts). */
    checkResponses: (e.CHECK_RESPONSES ?? (e.NODE_ENV === 'test' ? 'true' : 'false')) === 'true',
    /** The mail transport (services/mail/mailer.ts); no smtpUrl: the outbox keeps every message. */
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {},
    jobs: jobSettings(e),
    /** Multi-factor sign-in (issue 15, decision 017): the key of the TOTP secrets and code hashes. */
    mfa: { encryptionKey: decodeMfaKey(e.MFA_ENCRYPTION_KEY ?? DEVELOPMENT_MFA_KEY) as Uint8Array },
  };
});

export type Config = Readonly<z.output<typeof ConfigSchema>>;

/** The PostgreSQL pool's bounds (db/connection.ts). */
export type DatabaseTimeouts = Extract<Config['database'], { kind: 'postgres' }>['timeouts'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = await ConfigSchema.safeParseAsync(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The signing secret is generated once and kept beside the data, never written in the code. */
async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'token-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
