import { formatIsoDate } from '../format/format';

/** Texts of /group-selection and /select-group (document 1 §2, §4). */
export const GROUP_SELECTION_TEXTS = {
  title: 'Choose a group',
  intro: 'Your account has more than one group plan. Choose the one you want to log in to.',
  inactive: 'This group plan is inactive.',
  groupId: 'Group ID',
  groupName: 'Group name',
  effectiveDate: 'Effective date',
  terminationDate: 'Termination date',
  noTerminationDate: 'None',
  logIn: 'Log in to account',
  notFound: 'Failed to find group for current member',
} as const;

export const SELECT_GROUP_TEXTS = {
  title: 'Select the group you want to view',
  coverage: 'Coverage dates',
  plan: 'Plan',
  status: 'Status',
  viewGroup: 'View group',
  currentGroup: 'Current group',
  loading: 'Loading your groups',
  ongoing: 'present',
} as const;

/** The coverage date range of a group, as the /select-group card and the navigation link show it. */
export function formatGroupDateRange(start: string, end: string | null): string {
  return `${formatIsoDate(start)} - ${end ? formatIsoDate(end) : SELECT_GROUP_TEXTS.ongoing}`;
}
