import type { Notification } from '@dash/domain';
import { describe, expect, it, vi } from 'vitest';
import { notify, subscribeToNotifications, whenNotificationWaits } from './notifications';

const first: Notification = { status: 'alert', message: 'First' };
const second: Notification = { status: 'error', message: 'Second' };

describe('notifications: what is sent before the snackbar listens waits for it (issue 37)', () => {
  it('calls back when a notification waits, and gives the first listener what waited, in order', () => {
    const waits = vi.fn();
    const stop = whenNotificationWaits(waits);
    notify(first);
    notify(second);
    expect(waits).toHaveBeenCalledTimes(2);

    const heard: string[] = [];
    const unsubscribe = subscribeToNotifications((n) => heard.push(n.message));
    expect(heard).toEqual(['First', 'Second']);

    notify(first);
    expect(heard).toEqual(['First', 'Second', 'First']);
    expect(waits).toHaveBeenCalledTimes(2);
    unsubscribe();
    stop();
  });

  it('calls back at once when a notification already waits', () => {
    notify(first);
    const waits = vi.fn();
    const stop = whenNotificationWaits(waits);
    expect(waits).toHaveBeenCalledTimes(1);
    stop();
    const heard: string[] = [];
    subscribeToNotifications((n) => heard.push(n.message))();
    expect(heard).toEqual(['First']);
  });
});
