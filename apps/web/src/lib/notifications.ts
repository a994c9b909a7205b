import type { Notification } from '@dash/domain';

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();
/** Notifications sent before the snackbar's code arrived; it loads only when one is sent (issue 37). */
const waiting: Notification[] = [];
const onWaiting = new Set<() => void>();

/**
 * The source the snackbar listens to (document 1 §4): any screen can notify; the snackbar in the
 * shell queues and shows. Kept in lib so screens need not import the widget.
 */
export function notify(notification: Notification): void {
  if (listeners.size === 0) {
    waiting.push(notification);
    for (const callback of onWaiting) callback();
    return;
  }
  for (const listener of listeners) listener(notification);
}

/** The first listener is given what was sent before it came, in order. */
export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  for (const notification of waiting.splice(0)) listener(notification);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls back once a notification waits for a listener (at once when one already does). */
export function whenNotificationWaits(callback: () => void): () => void {
  if (waiting.length > 0) callback();
  onWaiting.add(callback);
  return () => {
    onWaiting.delete(callback);
  };
}
