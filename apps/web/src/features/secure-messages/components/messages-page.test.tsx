import { ConversationDetail, ConversationList, type ConversationSummary } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  conversationId: 7,
  subject: 'Question about my dental cleaning claim',
  topic: 'claims',
  status: 'open',
  memberName: 'Alex Rivera',
  assigneeName: 'Support',
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  closedAt: null,
  unreadCount: 1,
  ...overrides,
});

const detail: ConversationDetail = {
  conversation: summary({ unreadCount: 0 }),
  messages: [
    {
      messageId: 1,
      author: 'member',
      authorName: 'Alex Rivera',
      body: 'Why was my cleaning partly paid?',
      sentAt: '2026-11-27T10:00:00.000Z',
      attachments: [
        { attachmentId: 3, fileName: 'receipt.pdf', contentType: 'application/pdf', byteSize: 20_480 },
      ],
    },
    {
      messageId: 2,
      author: 'staff',
      authorName: 'Support',
      body: 'The second cleaning is covered at 80%.',
      sentAt: '2026-11-28T10:00:00.000Z',
      attachments: [],
    },
  ],
  canReply: true,
  canReopen: false,
};

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  window.localStorage.clear();
  startSession('session-token');
});

describe('secure messages (issue 39 §1)', () => {
  it('lists the conversations with their unread replies', async () => {
    mockApi({
      ...memberShellHandlers,
      'GET /api/secure-messages': () =>
        reply(ConversationList, { conversations: [summary()], unreadTotal: 1 }),
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Question about my dental cleaning claim' }),
    ).toHaveAttribute('href', '/messages/7');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New message' })).toHaveAttribute('href', '/messages/new');
  });

  it('shows a conversation with the staff reply signed and its file to download', async () => {
    mockApi({
      ...memberShellHandlers,
      'GET /api/secure-messages/7': () => reply(ConversationDetail, detail),
    });
    renderApp('/messages/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: detail.conversation.subject }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support, Member services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toBeInTheDocument();
  });

  it('checks the new message before sending, then shows the gateway’s refusal of a file', async () => {
    const api = mockApi({
      ...memberShellHandlers,
      'POST /api/secure-messages': () =>
        replyError(400, {
          code: 'BAD_REQUEST',
          message: 'Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.',
          fieldErrors: {
            attachments: [
              'Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.',
            ],
          },
        }),
    });
    renderApp('/messages/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a subject of at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose a topic.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/secure-messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'A receipt');
    await user.selectOptions(screen.getByLabelText('Topic'), 'claims');
    await user.type(screen.getByLabelText('Message'), 'Here is my receipt.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('POST /api/secure-messages')).toHaveLength(1));
    expect(screen.getByLabelText('Subject')).toHaveValue('A receipt');
  });
});
