import { ConflictError, type MessageInput, PreconditionFailedError } from '../../errors';
import type { AccountSettingsRepository } from '../../repositories/account-settings-repository';
import type { PasswordRepository } from '../../repositories/password-repository';

/** What the account area's edits are built over. */
export interface AccountSettingsDeps {
  readonly settings: AccountSettingsRepository;
  readonly passwords: PasswordRepository;
  readonly now: () => Date;
}

/**
 * The version a write is made from and how a stale one is refused (decision 019): the `If-Match`
 * header's version wins and is refused with 412; without the header, the body's version as before
 * (decision 012) and 409.
 */
export function expectedVersion(bodyVersion: number, ifMatch: number | undefined) {
  return ifMatch === undefined
    ? { version: bodyVersion, stale: (message: MessageInput) => new ConflictError(message) }
    : { version: ifMatch, stale: (message: MessageInput) => new PreconditionFailedError(message) };
}
