import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { type Handler, mockApi } from '../../../../test/fetch-mock';
import { alexHome, homeHandlers } from '../../../../test/home-fixtures';
import { renderApp } from '../../../../test/render-app';

/**
 * Issue 16 (Pages): /home renders from at most two API round trips after the shell, with no
 * waterfall. Every response is held until the test opens the gate, so whatever is asked before the
 * gate opens is one round trip; the page must then render without asking for anything it waits on.
 */
describe('/home round trips (issue 16)', () => {
  it('asks for everything it renders at once, then renders with no further call', async () => {
    startSession('session-token');
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The root's own data (the accreditation badge) comes with the document the gateway renders: not held.
    const held = Object.fromEntries(
      Object.entries(homeHandlers(alexHome)).map(([route, handler]): [string, Handler] => [
        route,
        route === 'GET /api/outside/accreditation'
          ? handler
          : async (request) => {
              await gate;
              return handler(request);
            },
      ]),
    );
    const api = mockApi(held);
    renderApp('/home');

    // The member area and the page are lazy chunks, loaded by the first test of the file.
    await waitFor(() => expect(api.requestsTo('GET /api/home')).toHaveLength(1), { timeout: 8000 });
    expect(api.requestsTo('GET /api/shell')).toHaveLength(1);
    const firstRoundTrip = api.requests
      .map((request) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((route) => route !== 'GET /api/outside/accreditation');

    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    // The Benefits menu asks whether to offer Referrals once the shell is known (document 2 §7): a call
    // of the menus, which are rendered beside the page (issue 16, TBT), not one the page waits on.
    const later = api.requests
      .map((request) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((route) => route !== 'GET /api/outside/accreditation')
      .slice(firstRoundTrip.length)
      .filter((route) => route !== 'GET /api/referrals/hasReferrals');
    // Nothing the page waited on came after the first responses: one round trip, well within two.
    expect(later).toStrictEqual([]);
    // The bell's count comes with the shell (issue 39 §2): no call of its own.
    expect(api.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/member-notifications/unread',
    );
    // Each call once: no call repeated by the layout and the page both.
    expect(new Set(firstRoundTrip).size).toBe(firstRoundTrip.length);
  });
});
