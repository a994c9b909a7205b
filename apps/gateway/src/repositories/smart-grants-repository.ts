import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  createGrantWithCode,
  grantOfUsedCode,
  type NewCode,
  useCode,
} from './smart-grants/authorization-codes';
import { findLiveGrant, listLiveGrants, type SmartGrant } from './smart-grants/grants';
import { revokeAppGrants, revokeGrant } from './smart-grants/revocation';
import {
  endRefreshToken,
  findTokenGrant,
  grantOfEndedRefreshToken,
  grantOfToken,
  insertTokens,
  type NewToken,
  type TokenKind,
} from './smart-grants/tokens';

/**
 * SMART grants, their one-time codes and their tokens, all by hash (migration 019); the queries are in
 * repositories/smart-grants/, by table.
 */
export function createSmartGrantsRepository(db: Kysely<Database>) {
  return {
    createGrantWithCode: (grant: SmartGrant, code: NewCode) => createGrantWithCode(db, grant, code),
    useCode: (codeHash: string, at: Date) => useCode(db, codeHash, at),
    grantOfUsedCode: (codeHash: string) => grantOfUsedCode(db, codeHash),
    findLiveGrant: (grantId: string) => findLiveGrant(db, grantId),
    insertTokens: (grantId: string, tokens: readonly NewToken[], at: Date) =>
      insertTokens(db, grantId, tokens, at),
    findTokenGrant: (hash: string, kind: TokenKind, at: Date) => findTokenGrant(db, hash, kind, at),
    endRefreshToken: (hash: string, at: Date) => endRefreshToken(db, hash, at),
    grantOfEndedRefreshToken: (hash: string) => grantOfEndedRefreshToken(db, hash),
    revokeGrant: (grantId: string, at: Date, memberKey?: string) => revokeGrant(db, grantId, at, memberKey),
    grantOfToken: (hash: string) => grantOfToken(db, hash),
    revokeAppGrants: (memberKey: string, domainId: number, clientId: string, at: Date) =>
      revokeAppGrants(db, memberKey, domainId, clientId, at),
    listLiveGrants: (memberKey: string, domainId: number) => listLiveGrants(db, memberKey, domainId),
  };
}

export type SmartGrantsRepository = ReturnType<typeof createSmartGrantsRepository>;
