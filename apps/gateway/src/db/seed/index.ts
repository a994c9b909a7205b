import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/password';
import { hashSecurityAnswer } from '../../auth/security-answer';
import type { Database } from '../schema';
import { seedDayOf } from './dates';
import { deleteSeedRows, keysOf } from './delete-rows';
import { renewDemoLocks } from './demo-locks';
import { writeMemberNotifications } from './member-notifications';
import { buildPersonaRows } from './personas';
import { writePriorAuthorizations } from './prior-authorizations';
import { writeSecureMessages } from './secure-messages';
import { writeCatalogue } from './write-catalogue';
import { writeSeedRows } from './write-rows';

/** Every persona's password (docs/personas.md), declared once in packages/domain. */
export { PERSONA_PASSWORD };

/** Every persona's answer to "In what city were you born?" (personas.md). */
export const PERSONA_SECURITY_ANSWER = 'Portland';

/** Any constant: two processes seeding together take turns instead of colliding on keys. */
const SEED_LOCK = 724_002;

export interface SeedOptions {
  /** The seed's instant: dates count from its plan's day (seedDayOf), times (messages, notifications, locks) from it. */
  readonly today: Date;
  /** hashPassword(PERSONA_PASSWORD), computed once by the caller: every persona shares it. */
  readonly passwordHash: string;
  /** hashSecurityAnswer(PERSONA_SECURITY_ANSWER); computed here when the caller has none. */
  readonly securityAnswerHash?: string;
}

async function writePersonas(
  trx: Transaction<Database>,
  { today, passwordHash, securityAnswerHash }: SeedOptions,
): Promise<void> {
  const day = seedDayOf(today);
  const rows = buildPersonaRows(today);
  await deleteSeedRows(trx, keysOf(rows));
  await writeCatalogue(trx, day);
  await writeSeedRows(trx, rows, {
    passwordHash,
    securityAnswerHash: securityAnswerHash ?? (await hashSecurityAnswer(PERSONA_SECURITY_ANSWER)),
  });
  await writePriorAuthorizations(trx, rows, day);
  // Secure messages (issue 39 §1).
  await writeSecureMessages(trx, rows, today);
  // Member notifications (issue 39 §2): a few for a persona of each brand.
  await writeMemberNotifications(trx, rows, today);
}

/**
 * Creates the sign-ins of personas.md and their data, dated from `today`. Idempotent: the personas'
 * rows are deleted and written again in one transaction, so a second run leaves the same rows and
 * other members (synthetic or real) are never touched.
 */
export async function seedPersonas(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    await writePersonas(trx, options);
  });
}

/**
 * Seeds the personas only when no account exists yet (first start on an empty database), and at every
 * start locks the demo's locked personas from now (demo-locks.ts). Returns whether it seeded. The
 * password is hashed only when needed unless the caller passes the hash.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  todayOrOptions: Date | { readonly today: Date; readonly passwordHash?: string },
): Promise<boolean> {
  const { today, passwordHash } = todayOrOptions instanceof Date ? { today: todayOrOptions } : todayOrOptions;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('accounts').select('account_id').limit(1).executeTakeFirst();
    if (!existing) {
      await writePersonas(trx, {
        today,
        passwordHash: passwordHash ?? (await hashPassword(PERSONA_PASSWORD)),
      });
    }
    await renewDemoLocks(trx, new Date());
    return !existing;
  });
}
