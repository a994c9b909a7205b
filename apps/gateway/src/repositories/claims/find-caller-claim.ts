import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { claimsWithMembersOf } from './claim-rows';
import { toFoundClaim, withLinesAndEob } from './find-claim';

/**
 * A claim of the signed-in member's family, with its lines and latest EOB, and who is asking (their
 * suffix), in one statement: the caller's row joined to the claim by family. Null when the
 * family holds no such claim, or the session names no member row. Whether the caller may read it
 * (the family's claims or their own, getClaimsScope) stays the service's to decide, a domain rule kept
 * out of SQL; it was a statement of its own before the claim's, a round trip on every claim's detail.
 */
export function createFindCallerClaim(db: Kysely<Database>) {
  const callerClaim = prepare(db, (p: { memberKey: string; claimNumber: string }) =>
    withLinesAndEob(claimsWithMembersOf(db))
      .innerJoin('members as caller', 'caller.family_key', 'c.family_key')
      .select([
        'c.member_key',
        'caller.member_suffix as caller_suffix',
        'caller.family_key as caller_family_key',
      ])
      .where('caller.member_key', '=', p.memberKey)
      .where('c.claim_number', '=', p.claimNumber),
  );
  return async function findCallerClaim(memberKey: string, claimNumber: string) {
    const row = await callerClaim.first({ memberKey, claimNumber });
    if (!row) return null;
    return {
      callerSuffix: row.caller_suffix,
      claimMemberKey: row.member_key,
      ...toFoundClaim(row),
    };
  };
}
