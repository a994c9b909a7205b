import { LoginAsBanner, ShellContext } from '@dash/domain/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const LAZY = { timeout: 8000 };

async function shellFor(issuedByRole: 'logInAsAnyone' | null) {
  const response = await memberShellHandlers['GET /api/shell']?.(new Request('http://localhost/api/shell'));
  const shell = ShellContext.parse(await response?.json());
  return { ...shell, issuedByRole };
}

describe('the login-as banner (issue 15)', () => {
  it('says who is acting as whom on every page of a login-as session, with the way back to /login-as', async () => {
    startSession('session-token');
    const shell = await shellFor('logInAsAnyone');
    const api = mockApi({
      ...memberShellHandlers,
      ...accountAreaHandlers,
      'GET /api/shell': () => reply(ShellContext, shell),
      'GET /api/login-as/banner': () =>
        reply(LoginAsBanner, {
          staffUsername: 'support',
          staffRole: 'logInAsAnyone',
          memberName: 'Alex Rivera',
        }),
    });
    renderApp('/account/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY);
    await screen.findByRole('navigation', { name: 'Main' }, LAZY);
    const banner = await screen.findByRole('region', { name: 'Support staff session' }, LAZY);
    expect(banner).toHaveTextContent('support (Support staff: any member) is acting as Alex Rivera.');
    expect(screen.getByRole('link', { name: 'Back to login-as' })).toHaveAttribute('href', '/login-as');
    expect(api.requestsTo('GET /api/login-as/banner')).toHaveLength(1);
  }, 30_000);

  it('shows nothing, and asks nothing, in the member’s own session', { timeout: 30_000 }, async () => {
    startSession('session-token');
    const api = mockApi({ ...memberShellHandlers, ...accountAreaHandlers });
    renderApp('/account/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY);
    await screen.findByRole('navigation', { name: 'Main' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Support staff session' })).toBeNull();
    expect(api.requestsTo('GET /api/login-as/banner')).toHaveLength(0);
  });
});
