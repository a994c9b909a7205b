import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface LoginAttempt {
  readonly domainId: number;
  readonly username: string;
  readonly succeeded: boolean;
  readonly outcome: string;
  readonly clientAddress: string | null;
}

/** One sign-in attempt, kept for the retention (issue 10 point 5). */
export async function recordLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      domain_id: attempt.domainId,
      username: attempt.username,
      succeeded: attempt.succeeded,
      outcome: attempt.outcome,
      client_address: attempt.clientAddress,
    })
    .execute();
}

/** Deletes up to `limit` attempts made before the cutoff; returns how many went. */
export async function deleteLoginAttemptsBefore(
  db: Kysely<Database>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from login_attempts where attempt_id in (
      select attempt_id from login_attempts where attempted_at < ${cutoff} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Deletes up to `limit` failure counts last raised before the cutoff and not locked; returns how many went. */
export async function deleteUnlockedLoginFailuresBefore(
  db: Kysely<Database>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from login_failures where (domain_id, username) in (
      select domain_id, username from login_failures
      where locked_at is null and last_failure_at < ${cutoff} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
