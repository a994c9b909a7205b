import { GroupDetailList, GroupSelectionResponse, HomeData } from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { samGroupDetails, taylorLoginState } from '../../../../test/group-fixtures';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';

async function openSelectGroup() {
  startSession('session-token');
  const app = renderApp('/select-group');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Select the group you want to view' },
    { timeout: 5000 },
  );
  await screen.findByRole('listitem', { name: 'Evergreen Logistics' });
  return app;
}

const rowOf = (card: HTMLElement, category: string) =>
  within(card).getByRole('row', { name: new RegExp(`^${category}`) });

describe('/select-group (document 1 §2, §4)', () => {
  it('shows each group with its coverage dates and the plan table with status texts and icons', async () => {
    mockApi({
      ...memberShellHandlers,
      'GET /api/group-detail': () => reply(GroupDetailList, samGroupDetails),
    });
    await openSelectGroup();
    const current = screen.getByRole('listitem', { name: 'Evergreen Logistics' });
    expect(within(current).getByText('Coverage dates: 01/01/2022 - present')).toBeInTheDocument();
    expect(rowOf(current, 'Medical')).toHaveTextContent('Active since 01/01/2022');
    expect(within(rowOf(current, 'Medical')).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(rowOf(current, 'Vision')).toHaveTextContent('Effective on 06/01/2030');
    expect(within(rowOf(current, 'Vision')).queryByRole('img')).not.toBeInTheDocument();
    expect(rowOf(current, 'Pharmacy')).toHaveTextContent('Terminated on 03/15/2025');
    expect(within(rowOf(current, 'Pharmacy')).getByRole('img', { name: 'Terminated' })).toBeInTheDocument();

    const former = screen.getByRole('listitem', { name: 'Harbor Freightways' });
    expect(within(former).getByText('Coverage dates: 01/01/2017 - 01/15/2025')).toBeInTheDocument();
    expect(within(former).getAllByRole('row')).toHaveLength(2);
    expect(within(former).getByRole('button', { name: 'View group' })).toBeEnabled();
  });

  it('View group switches the session to that group, drops the cache and opens /home', async () => {
    const api = mockApi(
      withOtherCallsUnavailable({
        ...memberShellHandlers,
        'GET /api/group-detail': () => reply(GroupDetailList, samGroupDetails),
        'POST /api/group-selection': () =>
          reply(GroupSelectionResponse, { token: 'other-session-token', loginState: taylorLoginState }),
        'GET /api/home': () => reply(HomeData, jordanHome),
      }),
    );
    const { router, user } = await openSelectGroup();
    const former = screen.getByRole('listitem', { name: 'Harbor Freightways' });
    await user.click(within(former).getByRole('button', { name: 'View group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    const [selection] = api.requestsTo('POST /api/group-selection');
    expect(await selection?.json()).toEqual({ groupId: '10006400', domain: 1 });
    expect(selection?.headers.get('authorization')).toBe('Bearer session-token');
    expect(localStorage.getItem('access_token')).toBe('other-session-token');
    await waitFor(() => expect(api.requestsTo('GET /api/home')).toHaveLength(1));
    expect(api.requestsTo('GET /api/home')[0]?.headers.get('authorization')).toBe(
      'Bearer other-session-token',
    );
  });

  it('shows the message of document 1 §4 when the group cannot be found', async () => {
    mockApi(
      withOtherCallsUnavailable({
        ...memberShellHandlers,
        'GET /api/group-detail': () => reply(GroupDetailList, samGroupDetails),
        'POST /api/group-selection': () =>
          replyError(404, { code: 'NOT_FOUND', message: 'Failed to find group for current member' }),
      }),
    );
    const { user } = await openSelectGroup();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Harbor Freightways' })).getByRole('button', {
        name: 'View group',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find group for current member');
  });
});
