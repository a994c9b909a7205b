import { ConnectedApps } from '@dash/domain/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply, replyNoContent } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';

const demoApp = {
  grantId: 'grant-1',
  clientId: 'blue-button-demo',
  appName: 'Blue Button Demo App',
  willRead: ['Your plans and when they are in effect'],
  connectedOn: '2026-01-15T18:00:00.000Z',
};

describe('/account/settings, "Connected apps" (issue 18)', () => {
  it('lists the connected apps and disconnects one', async () => {
    startSession('session-token');
    let connected = [demoApp];
    const api = mockApi({
      ...memberShellHandlers,
      ...accountAreaHandlers,
      'GET /api/account/connected-apps': () => reply(ConnectedApps, connected),
      'DELETE /api/account/connected-apps/grant-1': () => {
        connected = [];
        return replyNoContent();
      },
    });
    const { user } = renderApp('/account/settings');
    const card = (
      await screen.findByRole('heading', { level: 2, name: english.connectedAppsTitle }, { timeout: 5000 })
    ).closest('section') as HTMLElement;
    expect(
      await within(card).findByRole('heading', { level: 3, name: 'Blue Button Demo App' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Your plans and when they are in effect')).toBeInTheDocument();
    expect(within(card).getByText('Connected January 15, 2026')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disconnect Blue Button Demo App' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Blue Button Demo App is disconnected and can no longer read your information.',
    );
    expect(await within(card).findByText(english.connectedAppsEmpty)).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/account/connected-apps/grant-1')).toHaveLength(1);
  }, 20_000);
});
