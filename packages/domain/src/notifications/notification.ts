/** Notification (document 1 §3): status, message, optional dismissAfter in ms. */
export const NOTIFICATION_STATUSES = ['error', 'success', 'alert'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export interface Notification {
  readonly status: NotificationStatus;
  readonly message: string;
  readonly dismissAfter?: number;
}

/** Snackbar and toast timings (document 1 §9). */
export const SNACKBAR_DISMISS_MS = 5000;
export const SNACKBAR_HIDE_FALLBACK_MS = 1000;
export const PREFERENCES_TOAST_MS = 3000;

/** Success toasts (document 1 §8). */
export const WELCOME_TOAST: Notification = {
  status: 'success',
  message: "You're all set. Welcome to your dental Member Dashboard",
  dismissAfter: SNACKBAR_DISMISS_MS,
};
export const PREFERENCES_SAVED_TOAST: Notification = {
  status: 'success',
  message: 'Successfully updated preferences',
  dismissAfter: PREFERENCES_TOAST_MS,
};
