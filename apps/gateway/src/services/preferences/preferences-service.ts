import type { Preferences, PreferencesUpdate, RelevantPreferencesResponse } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { PreferencesRepository } from '../../repositories/preferences-repository';
import type { Caller } from '../caller';
import { assertPreferenceEmail } from './preference-email';

/**
 * The member's communication preferences (document 1 §3, §7), mid-login (/update-preferences) and
 * signed in alike; always the session's own member.
 */
export function createPreferencesService(deps: {
  readonly preferences: PreferencesRepository;
  readonly now: () => Date;
}) {
  /** The session's member, or 404: a staff session has no preferences of its own. */
  function memberKeyOf(caller: Caller): string {
    const { memberKey } = caller.session;
    if (!memberKey) throw new NotFoundError('server.noPreferences');
    return memberKey;
  }
  function found<T>(value: T | null): T {
    if (value === null) throw new NotFoundError('server.noPreferences');
    return value;
  }

  return {
    async get(caller: Caller): Promise<Preferences> {
      return found(await deps.preferences.get(memberKeyOf(caller)));
    },
    async update(caller: Caller, update: PreferencesUpdate): Promise<Preferences> {
      const memberKey = memberKeyOf(caller);
      const stored = found(await deps.preferences.get(memberKey));
      assertPreferenceEmail(update.emailAddress, stored.emailAddress, 'emailAddress');
      return found(await deps.preferences.update(memberKey, update, deps.now()));
    },
    async getRelevant(caller: Caller): Promise<RelevantPreferencesResponse> {
      return found(await deps.preferences.getRelevant(memberKeyOf(caller)));
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
