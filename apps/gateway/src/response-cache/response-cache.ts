import { LRUCache } from 'lru-cache';

/**
 * A member's read responses, cached for a short while by the gateway that sent them (issue 16,
 * decision 035), on lru-cache: at most `maxEntries`, the least recently used going first, each for
 * `lifetimeMs`; concurrent reads of one key are one read (lru-cache's `fetch`: the first request's
 * own response settles it, the others wait for it instead of asking the database again).
 *
 * A response is cached under its request's key (response-cache-key.ts) within the current version of
 * the member's family. Every write to a family's data, by any code or tool, is notified by the
 * database (migration 022, response-invalidation.ts), and this process's own writes invalidate
 * theirs before their responses are sent: the family then gets a new version, so a response read before the
 * write, even one still being read when the write came, is never found again (it is evicted in turn).
 */
export interface CachedResponse {
  /** The response's bytes, encoded once: sent again as they are. */
  readonly payload: Buffer;
  readonly contentType: string;
}

export interface ResponseCacheOptions {
  /** How long a response is served again at most; 0 caches none. */
  readonly lifetimeMs: number;
  /** How many responses are cached at most; the least recently used go first. */
  readonly maxEntries: number;
  /** A test's clock, read at every check (lru-cache's `perf`); the process's monotonic clock by default. */
  readonly clock?: { now(): number };
}

export interface ResponseCache {
  readonly enabled: boolean;
  /** Counts invalidations: a family learnt across one may be out of date (`learnFamily`). */
  readonly invalidations: number;
  /** The cached response to `key` in the family, if there is one. */
  get(key: string, familyKey: string): CachedResponse | undefined;
  /**
   * For a read `get` found nothing for: the response a concurrent request is reading for the same
   * key, once it has it. Else undefined: `reader` (the request) reads for itself, and if it was the
   * first to ask, the cache waits for its response (`waitsFor`, `settle`).
   */
  fetch(key: string, familyKey: string, reader: object): Promise<CachedResponse | undefined>;
  /** Whether the cache waits for this request's response to serve the same read again. */
  waitsFor(reader: object): boolean;
  /** The response the cache waited for, or undefined when it is not to be cached. */
  settle(reader: object, response: CachedResponse | undefined): void;
  /** The family a member belongs to, once learnt, while no write to that family came since. */
  familyOf(memberKey: string): string | undefined;
  /** False, and nothing learnt, when an invalidation came since the lookup began (`since`). */
  learnFamily(memberKey: string, familyKey: string, since: number): boolean;
  invalidateFamilies(familyKeys: readonly string[]): void;
  invalidateAll(): void;
  readonly size: number;
}

type Settle = (response: CachedResponse | undefined) => void;

/**
 * Each family's current version, and each member's family as learnt at a version. A family's version
 * is a number never given before, so no response cached under an older version is found again.
 */
function createFamilyVersions(max: number) {
  let lastVersion = 0;
  const versions = new LRUCache<string, number>({ max });
  const memberFamilies = new LRUCache<string, { familyKey: string; version: number }>({ max });
  function versionOf(familyKey: string): number {
    const known = versions.get(familyKey);
    if (known !== undefined) return known;
    lastVersion += 1;
    versions.set(familyKey, lastVersion);
    return lastVersion;
  }
  return {
    versionOf,
    familyOf(memberKey: string): string | undefined {
      const known = memberFamilies.get(memberKey);
      // A member moved to another family is notified for both: learnt again on the next read.
      if (!known || versions.peek(known.familyKey) !== known.version) return undefined;
      return known.familyKey;
    },
    learn(memberKey: string, familyKey: string): void {
      memberFamilies.set(memberKey, { familyKey, version: versionOf(familyKey) });
    },
    /** The families get new versions: their cached responses and learnt members are found no more. */
    renew(familyKeys: readonly string[]): void {
      for (const familyKey of familyKeys) versions.delete(familyKey);
    },
    clear(): void {
      versions.clear();
      memberFamilies.clear();
    },
  };
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const enabled = options.lifetimeMs > 0 && options.maxEntries > 0;
  const max = Math.max(1, options.maxEntries);
  const clock = options.clock ? { perf: options.clock, ttlResolution: 0 } : {};
  // The first request of each read in flight, by request: its response settles the read.
  const waiting = new WeakMap<object, Settle>();
  const responses = new LRUCache<string, CachedResponse, object>({
    max,
    ttl: Math.max(1, options.lifetimeMs),
    ...clock,
    fetchMethod: (_key, _stale, { context }) =>
      new Promise<CachedResponse | undefined>((resolve) => waiting.set(context, resolve)),
  });
  const families = createFamilyVersions(max);
  let invalidations = 0;

  return {
    enabled,
    get invalidations() {
      return invalidations;
    },
    get size() {
      return responses.size;
    },
    get: (key, familyKey) => (enabled ? responses.get(`${families.versionOf(familyKey)} ${key}`) : undefined),
    async fetch(key, familyKey, reader) {
      if (!enabled) return undefined;
      // lru-cache calls fetchMethod at once when no read of this key is in flight: this request's.
      const pending = responses.fetch(`${families.versionOf(familyKey)} ${key}`, { context: reader });
      if (waiting.has(reader)) {
        pending.catch(() => undefined);
        return undefined;
      }
      // Rejected when the read it waited for was invalidated or evicted: this request reads for itself.
      return pending.then(
        (response) => response ?? undefined,
        () => undefined,
      );
    },
    waitsFor: (reader) => waiting.has(reader),
    settle(reader, response) {
      const settle = waiting.get(reader);
      if (!settle) return;
      waiting.delete(reader);
      settle(response);
    },
    familyOf: (memberKey) => families.familyOf(memberKey),
    learnFamily(memberKey, familyKey, since) {
      if (!enabled || since !== invalidations) return false;
      families.learn(memberKey, familyKey);
      return true;
    },
    invalidateFamilies(familyKeys) {
      invalidations += 1;
      families.renew(familyKeys);
    },
    invalidateAll() {
      invalidations += 1;
      // Reads in flight are aborted too: whoever waits for one reads for itself.
      responses.clear();
      families.clear();
    },
  };
}
