import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SESSION_IDLE_MINUTES, DOMAIN_IDS, type DomainId } from '@dash/domain';
import { z } from 'zod';

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

/** Every setting, read from the environment once and validated (README "Configuration"). */
const Environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BRAND_HOSTS: brandHosts.optional(),
  DEFAULT_DOMAIN_ID: domainId.default(1),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(3).max(120).default(DEFAULT_SESSION_IDLE_MINUTES),
  TEMPORARY_TOKEN_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
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
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  readonly database:
    | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  readonly dataDir: string;
  readonly tokenSecret: Uint8Array;
  readonly brandHosts: Readonly<Record<string, DomainId>>;
  readonly defaultDomainId: DomainId;
  readonly lockoutThreshold: number;
  /** How long a lock lasts before it ends on its own (issue 10 point 6). */
  readonly lockoutMinutes: number;
  /** Minutes a session may go unused before it is refused (HIPAA automatic logoff). */
  readonly sessionIdleMinutes: number;
  readonly temporaryTokenMinutes: number;
  readonly webDist: string;
  readonly seedOnEmpty: boolean;
  readonly outside: {
    readonly salesPlatformSso: string;
    /** Sent with the sales-platform form post when set (document 1 §4, optional test-environment value). */
    readonly salesPlatformTestEnvironment?: string;
    readonly crm: string;
    readonly chatConfig: string;
    /** The chat vendor (document 1 §7); absent: the gateway's own stand-in at /api/outside/chat. */
    readonly chatVendor?: string;
    readonly accreditation: string;
    readonly ebill: string;
    readonly navitus: string;
    readonly dentistDirectory: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    tokenSecret: new TextEncoder().encode(e.TOKEN_SECRET ?? (await readOrCreateSecret(dataDir))),
    brandHosts: e.BRAND_HOSTS ?? DEFAULT_BRAND_HOSTS,
    defaultDomainId: e.DEFAULT_DOMAIN_ID as DomainId,
    lockoutThreshold: e.LOCKOUT_THRESHOLD,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    temporaryTokenMinutes: e.TEMPORARY_TOKEN_MINUTES,
    webDist: path.resolve(e.WEB_DIST),
    seedOnEmpty: e.SEED_ON_EMPTY === 'true',
    outside: {
      salesPlatformSso: e.SALES_PLATFORM_SSO_URL ?? `http://localhost:${e.PORT}/api/sso/sp-salesforce`,
      ...(e.SALES_PLATFORM_TEST_ENVIRONMENT
        ? { salesPlatformTestEnvironment: e.SALES_PLATFORM_TEST_ENVIRONMENT }
        : {}),
      crm: e.CRM_URL ?? `http://localhost:${e.PORT}/api/outside/crm`,
      chatConfig: e.CHAT_CONFIG_URL,
      ...(e.CHAT_VENDOR_URL ? { chatVendor: e.CHAT_VENDOR_URL } : {}),
      accreditation: e.ACCREDITATION_URL,
      ebill: e.EBILL_URL,
      navitus: e.NAVITUS_URL,
      dentistDirectory: e.DENTIST_DIRECTORY_URL,
    },
  };
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
