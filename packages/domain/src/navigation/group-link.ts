import type { ShellGroup } from '../api/shell';
import { formatGroupDateRange } from '../groups/group-texts';
import { MENU_ROUTES } from './menu-item';

export interface GroupLink {
  readonly route: string;
  /** The whole label: the link's accessible name. */
  readonly label: string;
  /** Its two parts, so a narrow navigation can set the range under the name. */
  readonly groupName: string;
  readonly dateRange: string;
}

/**
 * With more than one group the navigation links to /select-group, labelled with the current group's
 * name and date range (document 1 §2 Shell layout). Null with one group.
 */
export function getSelectGroupLink(groupCount: number, current: ShellGroup | null): GroupLink | null {
  if (groupCount <= 1 || current === null) return null;
  const dateRange = formatGroupDateRange(current.startDate, current.endDate);
  return {
    route: MENU_ROUTES.selectGroup,
    label: `${current.groupName} ${dateRange}`,
    groupName: current.groupName,
    dateRange,
  };
}
