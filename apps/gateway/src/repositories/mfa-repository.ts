import type { MfaMethod } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { confirmEnrolment, removeFactor, startEnrolment } from './mfa/enrolment';
import { findConfirmedMethod, findFactor, findOwner } from './mfa/factor-rows';
import {
  countRecoveryCodesLeft,
  putEmailCode,
  useEmailCode,
  useRecoveryCode,
  useTotpStep,
} from './mfa/single-use-codes';

/**
 * The rows of multi-factor sign-in (issue 15, 015_mfa.sql), the queries in repositories/mfa/. Every
 * "use" is one statement that succeeds for exactly one caller (a TOTP step, a recovery code, an
 * e-mailed code), so two parallel requests with the same code cannot both get in.
 */
export function createMfaRepository(db: Kysely<Database>) {
  return {
    findFactor: (accountId: number) => findFactor(db, accountId),
    findConfirmedMethod: (accountId: number) => findConfirmedMethod(db, accountId),
    findOwner: (accountId: number) => findOwner(db, accountId),
    startEnrolment: (accountId: number, method: MfaMethod, sealedSecret: string | null, now: Date) =>
      startEnrolment(db, accountId, method, sealedSecret, now),
    useTotpStep: (accountId: number, step: number) => useTotpStep(db, accountId, step),
    confirmEnrolment: (accountId: number, recoveryHashes: readonly string[], startedAfter: Date, now: Date) =>
      confirmEnrolment(db, accountId, recoveryHashes, startedAfter, now),
    remove: (accountId: number) => removeFactor(db, accountId),
    countRecoveryCodesLeft: (accountId: number) => countRecoveryCodesLeft(db, accountId),
    useRecoveryCode: (accountId: number, codeHash: string, now: Date) =>
      useRecoveryCode(db, accountId, codeHash, now),
    putEmailCode: (
      accountId: number,
      codeHash: string,
      now: Date,
      expiresAt: Date,
      alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
    ) => putEmailCode(db, accountId, codeHash, now, expiresAt, alsoInTransaction),
    useEmailCode: (accountId: number, codeHash: string, now: Date) =>
      useEmailCode(db, accountId, codeHash, now),
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
