import { HomeData, SessionStatus } from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyNoContent } from '../../../../test/fetch-mock';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const MINUTE = 60_000;
const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const findWarning = () => screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 5000 });

/** Signed in with a 15-minute idle limit, on /home, its calls responded to: the clock starts at the last call. */
async function openHome(extra = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  startSession('session-token', 15);
  const api = mockApi({
    ...memberShellHandlers,
    'GET /api/home': () => reply(HomeData, jordanHome),
    'GET /api/session': () =>
      reply(SessionStatus, { expiresAt: '2030-01-01T02:00:00.000Z', idleMinutes: 15 }),
    'POST /api/logout': () => replyNoContent(),
    ...extra,
  });
  const app = renderApp('/home');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(api.requestsTo('GET /api/home')).toHaveLength(1));
  // The menu's own call (GET referrals/hasReferrals) is a use too: the clock starts once it has its response.
  await waitFor(() => expect(api.requestsTo('GET /api/referrals/hasReferrals')).toHaveLength(1));
  return { ...app, api };
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle-timeout warning (issue 10 point 10)', { timeout: 20_000 }, () => {
  // The gateway may have seen the last use up to a minute earlier: it ends the session 14 minutes
  // after the browser's last call at the latest, so the warning comes at 12.
  it('warns 2 minutes before the end, not before', async () => {
    await openHome();
    await advance(11 * MINUTE + 50_000);
    expect(warning()).not.toBeInTheDocument();
    await advance(15_000);
    expect(await findWarning()).toBeInTheDocument();
    expect(within(await findWarning()).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
    expect(within(await findWarning()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('"Stay signed in" makes one cheap authenticated call, closes, and starts the count again', async () => {
    const { api, user } = await openHome();
    await advance(12 * MINUTE + 1000);
    await user.click(within(await findWarning()).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warning()).not.toBeInTheDocument(), { timeout: 5000 });
    const [kept] = api.requestsTo('GET /api/session');
    expect(kept?.headers.get('Authorization')).toBe('Bearer session-token');
    await advance(11 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    await advance(2 * MINUTE);
    expect(await findWarning()).toBeInTheDocument();
  });

  it('"Log out" logs out at once', async () => {
    const { user, router } = await openHome();
    await advance(12 * MINUTE + 1000);
    await user.click(within(await findWarning()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('logs out by itself when the time is up', async () => {
    const { api, router } = await openHome();
    await advance(14 * MINUTE + 1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(api.requestsTo('POST /api/logout')).toHaveLength(1);
  });
});
