import { GroupSelectionResponse, LoginState, SessionResponse } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { sessionResponse } from '../../../../test/fixtures';
import { taylorLoginState } from '../../../../test/group-fixtures';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';

async function openGroupSelection() {
  setTemporaryToken('temporary-token');
  const app = renderApp('/group-selection');
  await screen.findByRole('heading', { level: 1, name: 'Choose a group' }, { timeout: 5000 });
  return app;
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('/group-selection (document 1 §2, §4)', () => {
  it('shows each group with the inactive banner, id, name, dates and its button', async () => {
    mockApi({ 'GET /api/login-state': () => reply(LoginState, taylorLoginState) });
    await openGroupSelection();
    const summit = within(card('Summit Small Business Partners'));
    expect(summit.getByText('10006100')).toBeInTheDocument();
    expect(summit.getByText('01/01/2022')).toBeInTheDocument();
    expect(summit.queryByText('This group plan is inactive.')).not.toBeInTheDocument();
    expect(summit.getByRole('button', { name: 'Log in to account' })).toBeEnabled();
    const riverbend = within(card('Riverbend School District'));
    expect(riverbend.getByText('This group plan is inactive.')).toBeInTheDocument();
    expect(riverbend.getByText('12/31/2020')).toBeInTheDocument();
  });

  it("records the choice of the token's own group on the server, then the flagged group goes to /sso-landing", async () => {
    // The gateway opens a session only once the required choice is made (issue 10 point 1).
    const chosen = { ...taylorLoginState, chosenGroupId: '10006100' };
    const api = mockApi({
      'GET /api/login-state': () => reply(LoginState, taylorLoginState),
      'POST /api/group-selection': () =>
        reply(GroupSelectionResponse, { token: 'chosen-token', loginState: chosen }),
      'GET /api/outside-config': () => new Response(null, { status: 503 }),
      // The landing page's failed call is an error the app could not handle: reported (issue 36 §4).
      'POST /api/client-errors': () => new Response(null, { status: 204 }),
    });
    const { router, user } = await openGroupSelection();
    const visited: string[] = [];
    router.subscribe(({ location }) => visited.push(location.pathname));
    await user.click(
      within(card('Summit Small Business Partners')).getByRole('button', { name: 'Log in to account' }),
    );
    await waitFor(() => expect(visited).toContain('/sso-landing'));
    const [selection] = api.requestsTo('POST /api/group-selection');
    expect(await selection?.json()).toEqual({ groupId: '10006100', domain: 1 });
    expect(api.requestsTo('POST /api/session')).toHaveLength(0);
    await waitFor(() => expect(api.requestsTo('POST /api/client-errors')).toHaveLength(1));
  });

  it('switches to another group first, then completes the login with the new token', async () => {
    const switched = {
      ...taylorLoginState,
      claims: { ...taylorLoginState.claims, memberKey: 'm-taylor-rb' },
      chosenGroupId: '10006200',
    };
    const api = mockApi(
      withOtherCallsUnavailable({
        'GET /api/login-state': () => reply(LoginState, taylorLoginState),
        'POST /api/group-selection': () =>
          reply(GroupSelectionResponse, { token: 'switched-token', loginState: switched }),
        'POST /api/session': () => reply(SessionResponse, sessionResponse),
      }),
    );
    const { router, user } = await openGroupSelection();
    await user.click(
      within(card('Riverbend School District')).getByRole('button', { name: 'Log in to account' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const [selection] = api.requestsTo('POST /api/group-selection');
    expect(await selection?.json()).toEqual({ groupId: '10006200', domain: 1 });
    expect(selection?.headers.get('authorization')).toBe('Bearer temporary-token');
    expect(api.requestsTo('POST /api/session')[0]?.headers.get('authorization')).toBe(
      'Bearer switched-token',
    );
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });

  it("shows 'Failed to find group for current member' when the switch finds no group, and stays", async () => {
    mockApi({
      'GET /api/login-state': () => reply(LoginState, taylorLoginState),
      'POST /api/group-selection': () =>
        replyError(404, { code: 'NOT_FOUND', message: 'Failed to find group for current member' }),
    });
    const { router, user } = await openGroupSelection();
    await user.click(
      within(card('Riverbend School District')).getByRole('button', { name: 'Log in to account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find group for current member');
    expect(router.state.location.pathname).toBe('/group-selection');
  });
});
