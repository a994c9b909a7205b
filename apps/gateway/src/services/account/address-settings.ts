import { canEditFamilyAddress, normalizeAddress, serverMessage, validateAddress } from '@dash/domain';
import type { AddressResponse, AddressUpdate } from '@dash/domain/api';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { type Caller, requireMemberKey } from '../caller';
import { type AccountSettingsDeps, expectedVersion } from './settings-deps';

/** The family address, and whether this member may change it. */
export function createGetAddress(deps: Pick<AccountSettingsDeps, 'settings'>) {
  return async function getAddress(caller: Caller): Promise<AddressResponse> {
    const stored = await deps.settings.getAddress(requireMemberKey(caller));
    if (!stored) throw new NotFoundError('server.noMember');
    return {
      address: stored.address,
      version: stored.version,
      canEdit: canEditFamilyAddress(stored.memberSuffix),
    };
  };
}

/** Only the subscriber, only valid changes (address rules), only from the current version. */
export function createUpdateAddress(deps: Pick<AccountSettingsDeps, 'settings'>) {
  const getAddress = createGetAddress(deps);
  return async function updateAddress(
    caller: Caller,
    update: AddressUpdate,
    ifMatch?: number,
  ): Promise<AddressResponse> {
    const expected = expectedVersion(update.version, ifMatch);
    const current = await getAddress(caller);
    if (!current.canEdit) throw new ForbiddenError('account.addressOwnerOnly');
    // Only what the member changed is judged, and a value left as loaded is stored as it was (issue 36 §2).
    const fieldErrors = validateAddress(update, current.address);
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new BadRequestError(serverMessage('server.invalidRequest', fields), {
        // The address rules' own words, which the web's form puts into the member's language.
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, text]) => [field, [{ text }]]),
        ),
      });
    }
    if (current.version !== expected.version) throw expected.stale('account.staleAddress');
    const written = await deps.settings.updateAddress(
      requireMemberKey(caller),
      normalizeAddress(update, current.address),
      expected.version,
    );
    if (!written) throw expected.stale('account.staleAddress');
    return getAddress(caller);
  };
}
