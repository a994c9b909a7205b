import { API_PATHS, Flag } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getSessionToken, startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

async function openSettings(
  logoutEverywhere: () => Promise<Response> | Response = () => replyNoContent(),
  more: Parameters<typeof mockApi>[0] = {},
) {
  startSession('session-token');
  const api = mockApi({
    ...memberShellHandlers,
    ...accountAreaHandlers,
    'POST /api/logout/everywhere': logoutEverywhere,
    'POST /api/logout': () => replyNoContent(),
    ...more,
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

  // A call the page made as the sessions ended (the menus' own, on a page rendered by the server) met
  // the ended session after this browser had logged out: it sent the member to sign in again, with
  // no word of the log-out (CI, sign-in-security.spec.ts).
  it('is not sent to sign in again by a call that meets the ended session afterwards', async () => {
    let ended = false;
    let late: Promise<unknown> = Promise.resolve();
    const { user, router } = await openSettings(
      () => {
        ended = true;
        late = apiRequest(API_PATHS.hasReferrals, { schema: z.unknown() }).catch(() => null);
        return replyNoContent();
      },
      {
        [`GET ${API_PATHS.hasReferrals}`]: async () => {
          if (!ended) return reply(Flag, false);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return replyError(401, {
            code: 'UNAUTHORIZED',
            message: 'Your session has ended. Please log in again.',
          });
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(
      await screen.findByText('You have logged out successfully.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await late;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?loggedOut=true');
    expect(screen.getByText('You have logged out successfully.')).toBeInTheDocument();
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
