import { MemberNotificationList, MemberNotificationUnread, ShellContext } from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { memberShell, memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const list: MemberNotificationList = {
  notifications: [
    {
      notificationId: 12,
      kind: 'password-changed',
      isSecurity: true,
      link: '/account/settings',
      occurredAt: '2026-11-25T15:00:00.000Z',
      readAt: null,
    },
    {
      notificationId: 11,
      kind: 'eob-ready',
      isSecurity: false,
      link: '/eobs',
      occurredAt: '2026-11-20T09:00:00.000Z',
      readAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  unreadCount: 1,
  nextBefore: null,
};

async function openNotifications(current: { list: MemberNotificationList }) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    'GET /api/member-notifications': () => reply(MemberNotificationList, current.list),
    // The bell's count comes with the shell's facts.
    'GET /api/shell': () =>
      reply(ShellContext, { ...memberShell, unreadNotifications: current.list.unreadCount }),
    'POST /api/member-notifications/12/read': () => {
      current.list = {
        ...current.list,
        unreadCount: 0,
        notifications: current.list.notifications.map((n) => ({
          ...n,
          readAt: n.readAt ?? '2026-11-26T00:00:00.000Z',
        })),
      };
      return reply(MemberNotificationUnread, { unreadCount: 0 });
    },
  });
  const app = renderApp('/notifications');
  return { ...app, api };
}

describe('/notifications (issue 39 §2)', () => {
  it('lists each notification with its unread and security marks and its link, and the shell shows the count', async () => {
    await openNotifications({ list });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5000 });
    const changed = (
      await screen.findByRole('heading', { level: 2, name: 'Your password was changed' })
    ).closest('li');
    expect(within(changed as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(changed as HTMLElement).getByText('Security')).toBeInTheDocument();
    expect(
      within(changed as HTMLElement).getByRole('link', { name: 'Review your account settings' }),
    ).toHaveAttribute('href', '/account/settings');
    const eob = screen
      .getByRole('heading', { level: 2, name: 'Your Explanation of Benefits is ready' })
      .closest('li');
    expect(within(eob as HTMLElement).queryByText('Unread')).toBeNull();
    expect(within(eob as HTMLElement).getByRole('link', { name: 'See your EOBs' })).toHaveAttribute(
      'href',
      '/eobs',
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/notifications');
  });

  it('marks one read: the mark goes, and the shell’s count with it', async () => {
    const { user, api } = await openNotifications({ list });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Mark as read: Your password was changed' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(api.requestsTo('POST /api/member-notifications/12/read')).toHaveLength(1);
    expect(await screen.findByText('Everything is read.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // The bell took the count the mark answered with: the shell was not asked for again.
    expect(api.requestsTo('GET /api/shell')).toHaveLength(1);
  });

  it('says so when there is nothing, in Spanish too', async () => {
    await act(() => setLocale('es'));
    await openNotifications({ list: { notifications: [], unreadCount: 0, nextBefore: null } });
    await screen.findByRole('heading', { level: 1, name: 'Notificaciones' }, { timeout: 5000 });
    expect(await screen.findByText(/Todavía no tiene notificaciones/)).toBeInTheDocument();
  });
});
