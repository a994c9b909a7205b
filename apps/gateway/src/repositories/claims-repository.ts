import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findEobClaimNumber, getFamilyFacts } from './claims/eob-facts';
import { createFindCallerClaim } from './claims/find-caller-claim';
import { createFindClaim } from './claims/find-claim';
import { createGetCallerFamily } from './claims/get-caller-family';
import { createListClaims } from './claims/list-claims';
import { type EobFilter, listEobs } from './claims/list-eobs';

/**
 * Claims, their service lines and EOB documents of one family (migrations 002 and 012), one query a
 * module in repositories/claims/, bound here to the database.
 */
export function createClaimsRepository(db: Kysely<Database>) {
  return {
    getCallerFamily: createGetCallerFamily(db),
    listClaims: createListClaims(db),
    findClaim: createFindClaim(db),
    findCallerClaim: createFindCallerClaim(db),
    listEobs: (filter: EobFilter) => listEobs(db, filter),
    findEobClaimNumber: (familyKey: string, eobId: string) => findEobClaimNumber(db, familyKey, eobId),
    getFamilyFacts: (familyKey: string) => getFamilyFacts(db, familyKey),
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
