import { createGetAddress, createUpdateAddress } from './address-settings';
import { createGetPreferences, createUpdatePreferences } from './preference-settings';
import { createGetSecurityQuestions, createUpdateSecurityAnswers } from './security-answer-settings';
import type { AccountSettingsDeps } from './settings-deps';

/**
 * The account area's edits (issue 13), a module per record: the family address, the settings page's
 * preferences and the security answers. Each record carries a version; a write made from an older
 * version is refused with 412 (If-Match) or 409 (body version) and changes nothing (decisions 012,
 * 019). Staff sessions never reach the writes (staff policy).
 */
export function createAccountSettingsService(deps: AccountSettingsDeps) {
  return {
    getAddress: createGetAddress(deps),
    getPreferences: createGetPreferences(deps),
    getSecurityQuestions: createGetSecurityQuestions(deps),
    updateAddress: createUpdateAddress(deps),
    updatePreferences: createUpdatePreferences(deps),
    updateSecurityAnswers: createUpdateSecurityAnswers(deps),
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
