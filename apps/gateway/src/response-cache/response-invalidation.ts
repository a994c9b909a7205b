import type { DatabaseHandle } from '../db/connection';
import type { ResponseCache } from './response-cache';

/** The channel migration 022's triggers NOTIFY with the families each write statement touched. */
export const MEMBER_DATA_CHANNEL = 'dash_member_data';

/** `*` (everyone), or `f:` and family keys separated by commas; anything else is read as `*`. */
export function parseMemberDataMessage(payload: string): 'all' | readonly string[] {
  if (!payload.startsWith('f:')) return 'all';
  const families = payload
    .slice(2)
    .split(',')
    .filter((key) => key !== '');
  return families.length > 0 ? families : 'all';
}

/**
 * Makes this process's cached responses follow writes made anywhere: LISTEN on the database's
 * channel. Each (re)connection of the listener invalidates every response, since notifications sent
 * while it was down are lost. Rejects when the database cannot listen: the caller then caches nothing.
 */
export function startResponseInvalidation(
  cache: ResponseCache,
  database: DatabaseHandle,
): Promise<() => Promise<void>> {
  return database.listen(
    MEMBER_DATA_CHANNEL,
    (payload) => {
      const families = parseMemberDataMessage(payload);
      if (families === 'all') cache.invalidateAll();
      else cache.invalidateFamilies(families);
    },
    () => cache.invalidateAll(),
  );
}
