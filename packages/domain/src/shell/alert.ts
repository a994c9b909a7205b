/** Alert (document 1 §3): type, title, content, canDismiss, links, buttons. */
export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertLink {
  readonly label: string;
  readonly href: string;
}

export interface AlertButton {
  readonly label: string;
  readonly id: string;
}

export interface AlertContent {
  readonly type: AlertType;
  readonly title: string;
  readonly content: string;
  readonly canDismiss: boolean;
  readonly links?: readonly AlertLink[];
  readonly buttons?: readonly AlertButton[];
  /** Its text asks the member to call: the brand's customer-service number is shown with it (issue 9). */
  readonly pointsToCustomerService?: boolean;
}

/**
 * The not-enrolled global alert (document 1 §4): a warning that cannot be dismissed. Its text asks for
 * "the number on the back of your member ID card", which a member without coverage may not have.
 */
export const NOT_ENROLLED_ALERT: AlertContent = {
  type: 'warning',
  title: 'You are not currently enrolled in a plan',
  content:
    'You still have access to key info, but you may not be able to access some features and programs. Questions? Please call the number on the back of your member ID card.',
  canDismiss: false,
  pointsToCustomerService: true,
};

/** The global alerts of the shell: the not-enrolled one for members with no active or future eligibility. */
export function getGlobalAlerts(facts: {
  readonly hasActiveOrFutureEligibility: boolean;
}): readonly AlertContent[] {
  return facts.hasActiveOrFutureEligibility ? [] : [NOT_ENROLLED_ALERT];
}
