import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The personas whose account is locked for the demo (personas.md: blake). A lock ends on its own
 * LOCKOUT_MINUTES after it began (auth/lockout.ts), so the seed's lock would be gone half an hour
 * after the first start: each start renews it, as a demo persona is what personas.md says it is.
 */
export const DEMO_LOCKS = [{ domainId: 1, username: 'blake' }] as const;

/** The failures that lock an account at the default threshold (LOCKOUT_THRESHOLD). */
const FAILURES = 5;

export function demoLockRows(at: Date) {
  return DEMO_LOCKS.map(({ domainId, username }) => ({
    domain_id: domainId,
    username,
    consecutive_failures: FAILURES,
    locked_at: at,
    last_failure_at: at,
  }));
}

/**
 * Locks the demo personas again from `now`, whether their lock ended, was lifted by staff or holds;
 * only where the persona's account is there, so a database of other members is left as it is.
 */
export async function renewDemoLocks(db: Kysely<Database>, now: Date): Promise<void> {
  const present = await db
    .selectFrom('accounts')
    .select(['domain_id', 'username'])
    .where((eb) =>
      eb.or(
        DEMO_LOCKS.map(({ domainId, username }) =>
          eb.and([eb('domain_id', '=', domainId), eb('username', '=', username)]),
        ),
      ),
    )
    .execute();
  const rows = demoLockRows(now).filter((row) =>
    present.some((account) => account.domain_id === row.domain_id && account.username === row.username),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('login_failures')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['domain_id', 'username']).doUpdateSet((eb) => ({
        consecutive_failures: eb.ref('excluded.consecutive_failures'),
        locked_at: eb.ref('excluded.locked_at'),
        last_failure_at: eb.ref('excluded.last_failure_at'),
      })),
    )
    .execute();
}
