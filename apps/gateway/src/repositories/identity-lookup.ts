import { normalizeIdentifier, normalizePersonName } from '@dash/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface IdentityQuery {
  readonly domainId: number;
  readonly identifier: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
}

export interface IdentifiedMember {
  readonly memberKey: string;
  readonly firstName: string;
  readonly dateOfBirth: string;
  readonly accountId: number | null;
}

/**
 * The members of the brand a person's identity names (registration and username recovery, issue 14):
 * the card's identifier is the family's subscriber ID, the names and the birth date pick the person.
 * A person covered in several groups is one member row per family, so every match is returned.
 */
export async function findMembersByIdentity(
  db: Kysely<Database>,
  query: IdentityQuery,
): Promise<IdentifiedMember[]> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .select([
      'm.member_key',
      'm.first_name',
      'm.account_id',
      sql<string>`to_char(m.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    ])
    .where('f.domain_id', '=', query.domainId)
    .where((eb) => eb(eb.fn('upper', ['f.subscriber_id']), '=', normalizeIdentifier(query.identifier)))
    .where((eb) => eb(eb.fn('lower', ['m.first_name']), '=', normalizePersonName(query.firstName)))
    .where((eb) => eb(eb.fn('lower', ['m.last_name']), '=', normalizePersonName(query.lastName)))
    .where(sql<boolean>`m.date_of_birth = ${query.dateOfBirth}::date`)
    .orderBy('m.member_key')
    .execute();
  return rows.map((row) => ({
    memberKey: row.member_key,
    firstName: row.first_name,
    dateOfBirth: row.date_of_birth,
    accountId: row.account_id,
  }));
}

/** PostgreSQL's unique_violation, as pg, postgres.js and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
