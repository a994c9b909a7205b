import { isLoginAsRole } from '@dash/domain';
import type { LoginAsBanner } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { type AccountAccessDeps, asStaffRole } from './access-deps';

/** Who is acting as whom: only in a staff login-as session. */
export function createGetBanner(deps: Pick<AccountAccessDeps, 'access'>) {
  return async function getBanner({ session }: Caller): Promise<LoginAsBanner> {
    const staffRole = session.issuedByRole === null ? null : asStaffRole(session.issuedByRole);
    if (
      staffRole === null ||
      !isLoginAsRole(staffRole) ||
      session.issuedByAccountId === null ||
      session.memberKey === null
    ) {
      throw new NotFoundError('accountAccess.notLoginAs');
    }
    const names = await deps.access.findBannerNames(session.issuedByAccountId, session.memberKey);
    if (!names) throw new NotFoundError('accountAccess.notLoginAs');
    return { ...names, staffRole };
  };
}
