import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1): about 7 ms a hash on one core here. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time, the rest waiting in order. argon2 runs on libuv's thread pool
 * (4 threads), which also reads the static files: a burst of sign-ins otherwise holds every thread,
 * and four 19 MiB hashes at once overflow the 32 MiB cache they share, each hash running slower
 * (docs/performance.md, sign-ins).
 */
const hashing = pLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}

/** Hashes running and waiting now (tests; a health view could show it). */
export function hashingLoad(): { readonly running: number; readonly waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}
