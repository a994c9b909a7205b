import type { LoginGroup } from '@dash/domain/api';
import type { AccountGroupRow } from '../../repositories/group-repository';

/**
 * The account's groups for the group list (document 1 §3, Group list for login): a group is inactive
 * once its termination day has passed as of `today` (yyyy-mm-dd); the termination day itself still
 * counts as active, as for a plan's status (packages/domain getPlanStatus).
 */
export function toLoginGroups(rows: readonly AccountGroupRow[], today: string): LoginGroup[] {
  return rows.map((row) => ({
    ...row,
    inactive: row.planTerminationDate !== null && row.planTerminationDate < today,
  }));
}
