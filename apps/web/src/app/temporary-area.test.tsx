import { AccountDetails, LoginState, OutsideConfig } from '@dash/domain/api';
import { describe, expect, it, vi } from 'vitest';
import { setTemporaryToken, startSession } from '@/lib/session';
import { mockApi, reply } from '../../test/fetch-mock';
import { jordanAccount } from '../../test/fixtures';
import { taylorLoginState } from '../../test/group-fixtures';
import { withOtherCallsUnavailable } from '../../test/other-calls';
import { renderApp } from '../../test/render-app';

const outside = OutsideConfig.parse({
  salesPlatformSsoUrl: 'http://localhost/api/sso/sp-salesforce',
  salesPlatformTestEnvironment: null,
  crmUrl: 'http://localhost/api/outside/crm',
});

/** Document 1 §6: the mid-login routes take only the temporary token. */
describe('the temporary-token area', () => {
  it.each(['/group-selection', '/sso-landing'])('sends %s to /logout without any token', async (path) => {
    mockApi({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    const { router } = renderApp(path);
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(logout|login)$/));
  });

  it.each(['/group-selection', '/sso-landing'])(
    'sends %s to /home when a session token exists',
    async (path) => {
      startSession('session-token');
      mockApi(withOtherCallsUnavailable({ 'GET /api/account': () => reply(AccountDetails, jordanAccount) }));
      const { router } = renderApp(path);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it('opens /group-selection with a temporary token', async () => {
    setTemporaryToken('temporary-token');
    mockApi({
      'GET /api/login-state': () => reply(LoginState, taylorLoginState),
      'GET /api/outside-config': () => reply(OutsideConfig, outside),
    });
    const { router } = renderApp('/group-selection');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/group-selection'));
  });
});
