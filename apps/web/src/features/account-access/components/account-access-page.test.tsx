import { AccountAccessResponse } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { type Handler, mockApi, reply, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const CURRENT = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

const withTwoSessions: AccountAccessResponse = {
  sessions: [
    {
      sessionId: CURRENT,
      signedInAt: '2026-11-25T15:00:00.000Z',
      lastUsedAt: '2026-11-25T15:30:00.000Z',
      domainId: 1,
      browser: 'Chrome 131',
      device: 'Windows 10, desktop',
      current: true,
    },
    {
      sessionId: PHONE,
      signedInAt: '2026-11-24T09:00:00.000Z',
      lastUsedAt: '2026-11-25T08:00:00.000Z',
      domainId: 1,
      browser: 'Safari 17.5',
      device: 'iOS 17.5, mobile (iPhone)',
      current: false,
    },
  ],
  staffVisits: [
    {
      at: '2026-11-20T14:00:00.000Z',
      staffRole: 'logInAsNonEmp',
      viewed: ['claims', 'home'],
      changed: [],
      refused: ['memberInformation'],
    },
  ],
  canEndSessions: true,
};

async function openAccess(access: AccountAccessResponse, endSession?: Handler) {
  startSession('session-token');
  let current = access;
  const api = mockApi({
    ...memberShellHandlers,
    ...accountAreaHandlers,
    'GET /api/account/access': () => reply(AccountAccessResponse, current),
    [`DELETE /api/account/sessions/${PHONE}`]: async (request: Request) => {
      const response = endSession ? await endSession(request) : replyNoContent();
      if (response.status === 204) current = { ...current, sessions: current.sessions.slice(0, 1) };
      return response;
    },
  });
  const app = renderApp('/account/settings/access');
  await screen.findByRole('heading', { level: 1, name: 'Sign-in and access' }, { timeout: 5000 });
  await screen.findByRole('heading', { level: 2, name: 'Where you are signed in' }, { timeout: 5000 });
  return { ...app, api };
}

describe('/account/settings/access, "Sign-in and access" (issue 15)', () => {
  it('lists each session with brand, device and browser, this browser marked and logged out by Log out', async () => {
    await openAccess(withTwoSessions);
    const [current, phone] = screen.getAllByRole('listitem').filter((item) => item.closest('.access-list'));
    expect(current).toHaveTextContent('This browser');
    expect(current).toHaveTextContent('Chrome 131');
    expect(current).toHaveTextContent('Windows 10, desktop');
    expect(current).toHaveTextContent('Evergreen Health & Dental');
    expect(within(current as HTMLElement).getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(phone).not.toHaveTextContent('This browser');
    expect(
      within(phone as HTMLElement).getByRole('button', {
        name: 'End this session (Safari 17.5 on iOS 17.5, mobile (iPhone))',
      }),
    ).toBeEnabled();
  });

  it('ends another session, says so, and lists what the gateway holds after', async () => {
    const { api, user } = await openAccess(withTwoSessions);
    await user.click(screen.getByRole('button', { name: /^End this session/ }));
    expect(await screen.findByText('The session has ended.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/account/sessions/${PHONE}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari 17.5 · iOS 17.5, mobile (iPhone)')).toBeNull());
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('shows a failed end on the page and keeps the session listed', async () => {
    const { user } = await openAccess(withTwoSessions, () =>
      replyError(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable right now.' }),
    );
    await user.click(screen.getByRole('button', { name: /^End this session/ }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not end that session. Please try again.',
    );
    expect(screen.getByText('Safari 17.5 · iOS 17.5, mobile (iPhone)')).toBeInTheDocument();
  });

  it('lists each staff login-as with the role and what was viewed, changed or refused', async () => {
    await openAccess(withTwoSessions);
    const staff = screen.getByRole('region', { name: 'Support staff who signed in as you' });
    const fact = (label: string) => within(staff).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Staff role')).toHaveTextContent('Support staff: members who are not employees');
    expect(fact('Viewed')).toHaveTextContent('Claims, Home');
    expect(fact('Changed')).toHaveTextContent('Nothing');
    expect(fact('Tried to change (not allowed)')).toHaveTextContent('Member information');
  });

  it('in a staff session: no button ends a session, and says only the member can', async () => {
    await openAccess({
      ...withTwoSessions,
      sessions: withTwoSessions.sessions.map((session) => ({ ...session, current: false })),
      staffVisits: [],
      canEndSessions: false,
    });
    expect(screen.queryByRole('button', { name: /^End this session/ })).toBeNull();
    expect(
      screen.getByText('Support staff may see these sessions but only the member can end them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No support staff have signed in to your account.')).toBeInTheDocument();
  });

  it('is linked from the settings page', async () => {
    startSession('session-token');
    mockApi({ ...memberShellHandlers, ...accountAreaHandlers });
    renderApp('/account/settings');
    expect(
      await screen.findByRole(
        'link',
        { name: 'See where you are signed in and who had access' },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '/account/settings/access');
  });
});
