import type { Notification } from '@dash/domain';

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

/**
 * The source the snackbar listens to (document 1 §4): any screen can notify; the snackbar in the
 * shell queues and shows. Kept in lib so screens need not import the widget.
 */
export function notify(notification: Notification): void {
  for (const listener of listeners) listener(notification);
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
