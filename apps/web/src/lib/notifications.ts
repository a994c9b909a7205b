import type { Notification } from '@dash/domain';

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();
/** Notifications made while the snackbar's file is on its way (holdNotifications), for it to show. */
let held: Notification[] | null = null;

/**
 * The source the snackbar listens to (document 1 §4): any screen can notify; the snackbar in the
 * shell queues and shows. Kept in lib so screens need not import the widget.
 */
export function notify(notification: Notification): void {
  if (held !== null && listeners.size === 0) held.push(notification);
  for (const listener of listeners) listener(notification);
}

/** The shell's snackbar loads after the page (issue 37): what is notified until it listens waits for it. */
export function holdNotifications(): void {
  held ??= [];
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  const waiting = held ?? [];
  held = null;
  for (const notification of waiting) listener(notification);
  return () => {
    listeners.delete(listener);
  };
}
