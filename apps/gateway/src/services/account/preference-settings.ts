import type { SettingsPreferencesResponse, SettingsPreferencesUpdate } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import { type Caller, requireMemberKey } from '../caller';
import { assertPreferenceEmail } from '../preferences/preference-email';
import { type AccountSettingsDeps, expectedVersion } from './settings-deps';

/** The settings page's preferences of the member. */
export function createGetPreferences(deps: Pick<AccountSettingsDeps, 'settings'>) {
  return async function getPreferences(caller: Caller): Promise<SettingsPreferencesResponse> {
    const stored = await deps.settings.getPreferences(requireMemberKey(caller));
    if (!stored) throw new NotFoundError('server.noPreferences');
    return stored;
  };
}

/** New preferences from the version they were made from; the e-mail judged only when it changed. */
export function createUpdatePreferences(deps: Pick<AccountSettingsDeps, 'settings' | 'now'>) {
  const getPreferences = createGetPreferences(deps);
  return async function updatePreferences(
    caller: Caller,
    update: SettingsPreferencesUpdate,
    ifMatch?: number,
  ): Promise<SettingsPreferencesResponse> {
    const memberKey = requireMemberKey(caller);
    const expected = expectedVersion(update.version, ifMatch);
    const stored = await getPreferences(caller);
    assertPreferenceEmail(
      update.preferences.emailAddress,
      stored.preferences.emailAddress,
      'preferences.emailAddress',
    );
    const written = await deps.settings.updatePreferences(
      memberKey,
      update.preferences,
      expected.version,
      deps.now(),
    );
    if (!written) {
      // Either no row (404) or another version (412 or 409): tell which.
      await getPreferences(caller);
      throw expected.stale('account.stalePreferences');
    }
    return getPreferences(caller);
  };
}
