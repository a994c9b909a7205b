import { AccountDetails, ChatConfig } from '@dash/domain/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { jordanAccount } from '../../../../test/fixtures';
import { useChat } from './use-chat';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const chat = (host: string, displayChat: boolean) => ({
  'GET /api/outside/chat-config': () =>
    reply(ChatConfig, { host, bus: 'members', poc: 'dental', displayChat, mappedGroupId: null }),
  'GET /api/account': () => reply(AccountDetails, jordanAccount),
});

afterEach(() => {
  document.getElementById('chat-vendor')?.remove();
  delete window.chatSettings;
});

describe('the chat gate (document 1 §7)', () => {
  it('loads the vendor with the listed custom fields when the host matches and displayChat is true', async () => {
    mockApi(chat('https://chat.example.com', true));
    renderHook(() => useChat(), { wrapper });
    await waitFor(() => expect(document.getElementById('chat-vendor')).not.toBeNull());
    expect(document.getElementById('chat-vendor')?.getAttribute('src')).toBe(
      'https://chat.example.com/chat.js',
    );
    const member = jordanAccount.members.find((m) => m.memberKey === jordanAccount.memberKey);
    expect(window.chatSettings?.customFields).toEqual({
      groupId: jordanAccount.groupId,
      subscriberId: jordanAccount.subscriberId,
      firstName: member?.firstName,
      lastName: member?.lastName,
      dateOfBirth: member?.dateOfBirth,
      email: jordanAccount.preferences?.emailAddress ?? null,
    });
  });

  it.each([
    ['displayChat is false', 'https://chat.example.com', false],
    ['the host is another vendor', 'https://chat.other-vendor.example.net', true],
    ['the host only looks like the vendor', 'https://chat.example.com.evil.example.net', true],
    ['the host is not https', 'http://chat.example.com', true],
  ])('loads nothing when %s', async (_case, host, displayChat) => {
    const api = mockApi(chat(host, displayChat));
    renderHook(() => useChat(), { wrapper });
    await waitFor(() => expect(api.requestsTo('GET /api/outside/chat-config')).toHaveLength(1));
    // Give the effects a turn: nothing may follow the configuration.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('chat-vendor')).toBeNull();
    expect(window.chatSettings).toBeUndefined();
    expect(api.requestsTo('GET /api/account')).toHaveLength(0);
  });
});
