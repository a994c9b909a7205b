import { AccountDetails, ChatConfig } from '@dash/domain/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { brandConfig, jordanAccount } from '../../../../test/fixtures';
import { CHAT_SHUTDOWN_EVENT, useChat } from './use-chat';

/** A deployment whose chat vendor is https://chat.example.com, or (null) the gateway's local stand-in. */
const wrapperWith =
  (chatVendor: string | null = 'https://chat.example.com') =>
  ({ children }: { children: ReactNode }) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return (
      <BrandProvider brand={{ ...brandConfig(1), chatVendor }}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </BrandProvider>
    );
  };
const wrapper = wrapperWith();

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
    ['the host is the local stand-in but a vendor is configured', 'https://localhost/api/outside/chat', true],
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

describe('the local chat stand-in and sign-out', () => {
  it('loads the stand-in of this origin when no vendor is configured', async () => {
    mockApi(chat('/api/outside/chat', true));
    renderHook(() => useChat(), { wrapper: wrapperWith(null) });
    await waitFor(() =>
      expect(document.getElementById('chat-vendor')?.getAttribute('src')).toBe(
        'https://localhost/api/outside/chat/chat.js',
      ),
    );
  });

  it('refuses another origin’s stand-in when no vendor is configured', async () => {
    const api = mockApi(chat('https://localhost:8443/api/outside/chat', true));
    renderHook(() => useChat(), { wrapper: wrapperWith(null) });
    await waitFor(() => expect(api.requestsTo('GET /api/outside/chat-config')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('chat-vendor')).toBeNull();
  });

  it('takes the script and the member’s details away when the member area closes', async () => {
    mockApi(chat('https://chat.example.com', true));
    const shutdowns: Event[] = [];
    const listener = (event: Event) => shutdowns.push(event);
    window.addEventListener(CHAT_SHUTDOWN_EVENT, listener);
    const { unmount } = renderHook(() => useChat(), { wrapper });
    await waitFor(() => expect(window.chatSettings).toBeDefined());
    unmount();
    window.removeEventListener(CHAT_SHUTDOWN_EVENT, listener);
    expect(shutdowns).toHaveLength(1);
    expect(document.getElementById('chat-vendor')).toBeNull();
    expect(window.chatSettings).toBeUndefined();
  });

  it('keeps the custom fields on the current group after a group switch, with one script', async () => {
    mockApi(chat('https://chat.example.com', true));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const own = ({ children }: { children: ReactNode }) => (
      <BrandProvider brand={{ ...brandConfig(1), chatVendor: 'https://chat.example.com' }}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </BrandProvider>
    );
    renderHook(() => useChat(), { wrapper: own });
    await waitFor(() => expect(window.chatSettings?.customFields.groupId).toBe(jordanAccount.groupId));
    client.setQueryData(['account'], { ...jordanAccount, groupId: 'G-OTHER' });
    await waitFor(() => expect(window.chatSettings?.customFields.groupId).toBe('G-OTHER'));
    expect(document.querySelectorAll('#chat-vendor')).toHaveLength(1);
  });
});
