/**
 * A member's read answers, kept for a short while by the gateway that wrote them (issue 16, decision
 * 035): the bytes a route sent, by session, address, brand, language and plan day, grouped by the
 * member's family so that a change to a family's data drops all of its answers at once. Every write
 * to those data, by any code or tool, is announced by the database (migration 022) and dropped here
 * (answer-invalidation.ts); this process's own writes drop theirs before they answer.
 *
 * An answer is kept only if nothing was dropped while it was read (`generation`): a read that began
 * before a write and ended after it would otherwise keep the old data.
 */
export interface CachedAnswer {
  /** The answer's bytes, encoded once: sent again as they are. */
  readonly payload: Buffer;
  readonly contentType: string;
  readonly expiresAt: number;
  readonly familyKey: string;
}

export interface AnswerCacheOptions {
  /** How long an answer is served again at most; 0 keeps none. */
  readonly lifetimeMs: number;
  /** How many answers are kept at most; the oldest go first. */
  readonly maxEntries: number;
  readonly now?: () => number;
}

export interface AnswerCache {
  readonly enabled: boolean;
  /** Counts every drop: an answer read across one is not kept. */
  readonly generation: number;
  read(key: string): CachedAnswer | undefined;
  keep(key: string, answer: Omit<CachedAnswer, 'expiresAt'>, readSince: number): boolean;
  /** The family a member belongs to, once learnt (answers are grouped by it). */
  familyOf(memberKey: string): string | undefined;
  learnFamily(memberKey: string, familyKey: string): void;
  dropFamilies(familyKeys: readonly string[]): void;
  dropAll(): void;
  readonly size: number;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const enabled = options.lifetimeMs > 0 && options.maxEntries > 0;
  // Maps iterate in insertion order: the first key is the oldest answer.
  const answers = new Map<string, CachedAnswer>();
  const byFamily = new Map<string, Set<string>>();
  const families = new Map<string, string>();
  let generation = 0;

  function forget(key: string, answer: CachedAnswer) {
    answers.delete(key);
    const keys = byFamily.get(answer.familyKey);
    keys?.delete(key);
    if (keys?.size === 0) byFamily.delete(answer.familyKey);
  }

  return {
    enabled,
    get generation() {
      return generation;
    },
    get size() {
      return answers.size;
    },
    read(key) {
      const answer = answers.get(key);
      if (answer === undefined) return undefined;
      if (answer.expiresAt > now()) return answer;
      forget(key, answer);
      return undefined;
    },
    keep(key, answer, readSince) {
      if (!enabled || readSince !== generation) return false;
      const previous = answers.get(key);
      if (previous) forget(key, previous);
      while (answers.size >= options.maxEntries) {
        const [oldestKey, oldest] = answers.entries().next().value as [string, CachedAnswer];
        forget(oldestKey, oldest);
      }
      answers.set(key, { ...answer, expiresAt: now() + options.lifetimeMs });
      const keys = byFamily.get(answer.familyKey) ?? new Set<string>();
      keys.add(key);
      byFamily.set(answer.familyKey, keys);
      return true;
    },
    familyOf: (memberKey) => families.get(memberKey),
    learnFamily(memberKey, familyKey) {
      if (!enabled) return;
      if (families.size >= options.maxEntries && !families.has(memberKey)) {
        const oldest = families.keys().next().value as string;
        families.delete(oldest);
      }
      families.set(memberKey, familyKey);
    },
    dropFamilies(familyKeys) {
      generation++;
      const dropped = new Set(familyKeys);
      for (const familyKey of dropped) {
        for (const key of byFamily.get(familyKey) ?? []) answers.delete(key);
        byFamily.delete(familyKey);
      }
      // A member moved to another family is announced for both: learnt again on the next read.
      for (const [memberKey, familyKey] of families) if (dropped.has(familyKey)) families.delete(memberKey);
    },
    dropAll() {
      generation++;
      answers.clear();
      byFamily.clear();
      families.clear();
    },
  };
}
