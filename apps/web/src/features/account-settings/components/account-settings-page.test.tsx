import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken, startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

async function openSettings(logoutEverywhere = () => replyNoContent()) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    ...accountAreaHandlers,
    'POST /api/logout/everywhere': logoutEverywhere,
    'POST /api/logout': () => replyNoContent(),
  });
  const app = renderApp('/account/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  return { ...app, api };
}

describe('/account/settings, "Sign-in and security" (issue 10 point 10)', () => {
  it('links the password change and offers Log out everywhere', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/account/settings/change-password',
    );
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();
  });

  it('ends every session on the gateway, then logs this browser out', async () => {
    const { api, user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    const [call] = api.requestsTo('POST /api/logout/everywhere');
    expect(call?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(getSessionToken()).toBeNull();
    expect(
      await screen.findByText('You have logged out successfully.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows a failure on the page and stays signed in', async () => {
    const { user, router } = await openSettings(() =>
      replyError(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable right now.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not log you out everywhere. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/account/settings');
    expect(getSessionToken()).toBe('session-token');
  });
});
