import { z } from 'zod';

/**
 * Settings that were renamed, each with its new name. A gateway started with an old name refuses to
 * start rather than ignore it: a deployment that still sets it would otherwise run on the default
 * without a word (issue 37 §2 renamed the answer cache the response cache).
 */
export const RENAMED_SETTINGS = {
  ANSWER_CACHE_MS: 'RESPONSE_CACHE_MS',
  ANSWER_CACHE_ENTRIES: 'RESPONSE_CACHE_ENTRIES',
  // Decision 053: the data-mode build's folder; the framework build's is named by WEB_BUILD.
  WEB_DIST: 'WEB_BUILD',
} as const;

/** The old names as fields of the environment's schema, each refused with its new name. */
export const refusedOldSettings = Object.fromEntries(
  Object.entries(RENAMED_SETTINGS).map(([old, renamed]) => [
    old,
    z
      .never({ error: `renamed ${renamed}: set ${renamed} instead (the old name is no longer read)` })
      .optional(),
  ]),
) as Record<keyof typeof RENAMED_SETTINGS, z.ZodOptional<z.ZodNever>>;
