import { ConversationChanged, ConversationDetail, LoginState, StaffInbox } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { completeLoginState } from '../../../../test/fixtures';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';

const staffState = LoginState.parse({
  ...completeLoginState,
  claims: { memberKey: null, role: 'logInAsAnyone', issuedByRole: null },
  groups: [],
});

const conversation = {
  conversationId: 7,
  subject: 'Question about my dental cleaning claim',
  topic: 'claims',
  status: 'open',
  memberName: 'Alex Rivera',
  assigneeName: null,
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  closedAt: null,
  unreadCount: 1,
} as const;

const onePage = {
  first: true,
  last: true,
  empty: false,
  number: 0,
  numberOfElements: 1,
  size: 20,
  totalElements: 1,
  totalPages: 1,
};

const inbox = {
  conversations: [conversation],
  staff: [
    { accountId: 3, displayName: 'Agent' },
    { accountId: 2, displayName: 'Support' },
  ],
  page: onePage,
};

const detail: ConversationDetail = {
  conversation,
  messages: [
    {
      messageId: 1,
      author: 'member',
      authorName: 'Alex Rivera',
      body: 'Why was my cleaning partly paid?',
      sentAt: '2026-11-27T10:00:00.000Z',
      attachments: [],
    },
  ],
  canReply: true,
  canReopen: false,
};

vi.setConfig({ testTimeout: 20_000 });

function openAsStaff(path: string, inboxPage: StaffInbox = inbox) {
  setTemporaryToken('staff-token');
  const api = mockApi(
    withOtherCallsUnavailable({
      'GET /api/login-state': () => reply(LoginState, staffState),
      'GET /api/staff/messages': () => reply(StaffInbox, inboxPage),
      'GET /api/staff/messages/7': () => reply(ConversationDetail, detail),
      'POST /api/staff/messages/7/replies': () =>
        reply(ConversationChanged, { conversationId: 7, message: 'Your reply was sent.' }),
      'POST /api/staff/messages/7/assign': () =>
        reply(ConversationChanged, { conversationId: 7, message: 'The conversation is assigned.' }),
    }),
  );
  return { api, ...renderApp(path) };
}

describe('member services’ inbox (issue 39 §1)', () => {
  it('lists the brand’s open conversations with the member and the assignee', async () => {
    openAsStaff('/staff/messages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member services inbox' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: conversation.subject })).toHaveAttribute(
      'href',
      '/staff/messages/7',
    );
    expect(screen.getByText(/Alex Rivera/)).toBeInTheDocument();
    expect(screen.getByText(/Unassigned/)).toBeInTheDocument();
  });

  it('pages the inbox with the shared pager, the page kept in the address', async () => {
    // The staff pages use the browser's own query client (staff-route.tsx): not the earlier tests' pages.
    queryClient.clear();
    const { api } = openAsStaff('/staff/messages', {
      ...inbox,
      page: { ...onePage, last: false, totalElements: 25, totalPages: 2 },
    });
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Inbox pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        api.requestsTo('GET /api/staff/messages').map((r) => new URL(r.url).searchParams.get('page')),
      ).toContain('1'),
    );
    expect(new URL(api.requestsTo('GET /api/staff/messages')[0]?.url ?? '').searchParams.get('page')).toBe(
      '0',
    );
  });

  it('replies with the staff token and assigns to a staff member of the brand', async () => {
    const { api } = openAsStaff('/staff/messages/7');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: conversation.subject })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply', { exact: false }), 'Covered at 80%.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.requestsTo('POST /api/staff/messages/7/replies')).toHaveLength(1));
    const [sent] = api.requestsTo('POST /api/staff/messages/7/replies');
    expect(sent?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(await sent?.clone().json()).toEqual({ body: 'Covered at 80%.' });

    await user.selectOptions(await screen.findByLabelText('Assign to'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.requestsTo('POST /api/staff/messages/7/assign')).toHaveLength(1));
    expect(await api.requestsTo('POST /api/staff/messages/7/assign')[0]?.clone().json()).toEqual({
      accountId: 3,
    });
  });
});
