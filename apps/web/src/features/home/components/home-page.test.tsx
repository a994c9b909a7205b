import { AccountDetails } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { deferred, mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

describe('/home (document 1 §2)', () => {
  it('needs a session token', async () => {
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a skeleton while the account loads, then welcomes the signed-in member with the subscriber ID', async () => {
    startSession('session-token');
    const account = deferred(() => reply(AccountDetails, jordanAccount));
    const api = mockApi({ ...memberShellHandlers, 'GET /api/account': account.handler });
    renderApp('/home');
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    account.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Subscriber ID');
    expect(screen.getByRole('definition')).toHaveTextContent('EV1000001');
    await waitFor(() => expect(document.title).toBe('Home | Evergreen Health & Dental'));
    expect(api.requestsTo('GET /api/account')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it.each([
    [500, "Sorry, we're having a problem with our system. We'll get this fixed soon."],
    [403, "Sorry, it looks like you don't have access to this page."],
    [404, "Sorry, it looks like we can't find that page."],
  ])('shows the %s error page in place, without changing the address', async (status, title) => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/account': () => replyError(status, { code: 'X', message: 'failed' }),
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });

  it('clears the session and goes to /login on a 401', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/account': () => replyError(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('shows the 401 page with the partner links on the partner brand instead', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/account': () => replyError(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    });
    const { router } = renderApp('/home', { domainId: 5 });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry, but we aren't able to authenticate you.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the provider dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('drops the in-place error page at the next navigation', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/account': () => replyError(500, { code: 'X', message: 'failed' }),
    });
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: /having a problem/ });
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' }));
    await waitFor(() => expect(screen.queryByText(/having a problem/)).not.toBeInTheDocument());
  });
});
