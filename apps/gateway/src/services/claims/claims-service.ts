import type { ClaimsRepository } from '../../repositories/claims-repository';
import { createGetClaim } from './get-claim';
import { createGetEobPdf } from './get-eob-pdf';
import { createListClaims } from './list-claims';
import { createListEobs } from './list-eobs';

/**
 * Claims and EOBs (document 2 §2 /claims and /eobs, §7 "claims, eobs"), one flow a module: always the
 * session's family, never a key from the request. A subscriber reads the family's claims, anyone else
 * their own (docs/security.md); EOBs are the subscriber's (§6). Dates filter within the last two years (§5).
 */
export function createClaimsService(deps: { readonly claims: ClaimsRepository; readonly now: () => Date }) {
  return {
    list: createListClaims(deps),
    get: createGetClaim(deps),
    listEobs: createListEobs(deps),
    getEobPdf: createGetEobPdf(deps),
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
