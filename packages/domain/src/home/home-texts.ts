import { formatUsd } from '../format/format';

/** Texts of /home (document 2 §2), written once for the screen and the tests that read it. */
export const HOME_TEXTS = {
  title: 'Home',
  loading: 'Loading your dashboard',
  subscriberIdLabel: 'Subscriber ID',
  employeeIdLabel: 'Employee ID',
  copiedSubscriberId: 'Copied subscriber ID to clipboard',
  // The specification words only the subscriber ID's confirmation; local 598 members copy their employee id.
  copiedEmployeeId: 'Copied employee ID to clipboard',
  copyFailed: "We couldn't copy your ID. Select it and copy it instead.",
  primaryCareUpdateTitle: 'Primary care administrative update',
  primaryCareUpdateBody:
    'Your primary care group now replaces your primary care provider: care is coordinated by the group rather than by one provider.',
  programsTitle: 'Your programs',
  viewAllPrograms: 'View all programs',
  opensInNewTab: '(opens in a new tab)',
} as const;

export function getWelcomeMessage(firstName: string | undefined): string {
  return firstName ? `Welcome, ${firstName}` : 'Welcome';
}

/** The plan-management banner (document 2 §2, §4). */
export const PLAN_MANAGEMENT_TEXTS = {
  renewalTitle: 'Plan year reminder',
  renewal: (year: number | null, endDate: string | null) =>
    `Review your ${year ?? 'upcoming'} plan${endDate ? ` before open enrollment ends on ${endDate}` : ''}.`,
  endingTitle: 'Your benefits are ending',
  ending: (endDate: string | null) =>
    endDate ? `These benefits end on ${endDate}:` : 'These benefits are ending:',
  link: 'Manage your plan',
} as const;

/** The eBill alert banner (document 2 §2); the link says what the member can do next. */
export const EBILL_ALERT_TEXTS = {
  title: 'Your bill is ready',
  registered: 'A new bill is waiting for you in eBill.',
  unregistered: 'Sign up for eBill to view and pay your bill online.',
  viewBill: 'View and pay your bill',
  signUp: 'Sign up for eBill',
} as const;

/** The preventive care initiative card of group 10002805 (document 2 §2). */
export const CITY_INITIATIVE_TEXTS = {
  title: 'City of Portland preventive care initiative',
  dueDate: (date: string) => `Your next preventive care visit is due by ${date}.`,
  // Written around the links: '… health advocate at {phone} or {email}.'
  unavailable:
    'Your preventive care information is unavailable right now. For help, contact your health advocate at',
  or: 'or',
  customerService: 'Questions about the initiative? Call customer service at',
} as const;

/** The primary-care tile (document 2 §2, §6). */
export const PRIMARY_CARE_TILE_TEXTS = {
  title: 'Primary care',
  yourProvider: 'Your primary care provider',
  noProvider: 'You have not chosen a primary care provider.',
  chooseFor: 'Choose a primary care provider for',
  manage: 'Manage primary care',
} as const;

/** The member-info tile (document 2 §2): family, active member, termed flag, ID-card eligibility. */
export const MEMBER_INFO_TEXTS = {
  title: 'Your family',
  you: '(you)',
  coverage: 'Your coverage',
  termed: 'Your coverage has ended.',
  viewIdCard: 'View ID card',
  /** The pdf's accessible equivalent, the /id-card page (issue 17: every PDF has an HTML equivalent). */
  idCardPage: 'ID card as a web page',
  termedCategory: 'Terminated',
  notCovered: 'Not covered',
} as const;

/** The featured-limit tile (document 2 §2), partner brand only. */
export const FEATURED_LIMIT_TEXTS = {
  title: 'Your dental benefits',
  remaining: (cents: number) => `${formatUsd(cents)} remaining`,
  used: (percent: number) => `${percent}% used`,
  progressLabel: (limitType: string) => `${limitType} used`,
  link: 'View dental benefits',
} as const;

/** Names of the shortcut programs (document 2 §3): eBill (-1) and Outline of Coverage (-3). */
export const SHORTCUT_TEXTS = {
  ebill: 'eBill',
  outlineOfCoverage: 'Outline of Coverage',
} as const;
