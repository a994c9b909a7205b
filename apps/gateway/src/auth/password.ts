import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { createHashThreads } from './hash-threads';

/**
 * argon2id with m=12 MiB, t=3, p=1: one of the parameter sets the OWASP Password Storage Cheat Sheet
 * gives as equal in defence to its minimum (m=19 MiB, t=2), trading memory for passes. Two hashes at
 * once (one per core) hold 24 MiB, inside the 32 MiB of cache this machine's cores share; two of 19
 * MiB overflowed it, each running at half its speed alone: 231 against 156 hashes a second on two
 * cores, and 187–230 against 156–168 sign-ins a second through the gateway (docs/performance.md,
 * "Thirteenth pass"). 7 MiB × 5 passes gained little more.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;
const OPTIONS = PASSWORD_HASH_OPTIONS;

/** Hashes at once by default: one per core (PASSWORD_HASH_CONCURRENCY). */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, availableParallelism());

/**
 * At most one hash per core at a time, the rest waiting in order: more hashes at once than cores
 * overflow the cache they share, each hash running slower (docs/performance.md, sign-ins). They run on
 * threads of their own at a lower priority (decision 074), not on libuv's pool, which reads the static
 * files, so reads are served first while sign-ins hash.
 */
const hashing = pLimit(DEFAULT_HASH_CONCURRENCY);
const threads = createHashThreads();

/**
 * Sets how many hashes run at once (the setting PASSWORD_HASH_CONCURRENCY, read by buildApp): those
 * waiting start as soon as the new bound allows. One process has one bound, as it has one thread pool.
 */
export function setHashConcurrency(concurrency: number): void {
  hashing.concurrency = concurrency;
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => threads.hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => threads.verify(passwordHash, password)).catch(() => false);
}

/** The parameters of a stored argon2id hash (PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
const PHC_PARAMETERS = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/;

/**
 * Whether a stored argon2id hash was made with other parameters than a new one would be: the
 * sign-in then stores the password hashed anew (services/sign-in/token.ts). A value that is no
 * argon2id hash is left alone.
 */
export function needsRehash(passwordHash: string): boolean {
  const match = PHC_PARAMETERS.exec(passwordHash);
  if (!match) return false;
  const [, memoryCost, timeCost, parallelism] = match.map(Number);
  return (
    memoryCost !== OPTIONS.memoryCost || timeCost !== OPTIONS.timeCost || parallelism !== OPTIONS.parallelism
  );
}

/** Hashes running and waiting now (tests; a health view could show it). */
export function hashingLoad(): { readonly running: number; readonly waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}
