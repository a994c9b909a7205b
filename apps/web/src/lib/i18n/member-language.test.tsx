import { AccountLanguage } from '@dash/domain/api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/fetch-mock';
import { startSession } from '../session';
import { getLocale, setLocale } from './locale';
import { useMemberLanguage } from './member-language';

const saving = () =>
  mockApi({
    'PUT /api/account/language': async (request) =>
      reply(AccountLanguage, AccountLanguage.parse(await request.json())),
  });

const bodies = (api: ReturnType<typeof saving>) =>
  Promise.all(api.requestsTo('PUT /api/account/language').map((request) => request.json()));

describe('the member’s saved language (issue 17)', () => {
  it('switches to the saved language after sign-in, without saving it again', async () => {
    const api = saving();
    startSession('session-saved-es');
    renderHook(() => useMemberLanguage('es'));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(getLocale()).toBe('es');
    expect(api.requests).toHaveLength(0);
  });

  it('waits for the shell, and applies the saved language once per sign-in so a later choice stands', async () => {
    const api = saving();
    startSession('session-once');
    const { rerender } = renderHook(({ saved }) => useMemberLanguage(saved), {
      initialProps: { saved: undefined as 'en' | 'es' | null | undefined },
    });
    expect(getLocale()).toBe('en');
    rerender({ saved: 'es' });
    await waitFor(() => expect(getLocale()).toBe('es'));

    await act(() => setLocale('en'));
    rerender({ saved: null });
    rerender({ saved: 'es' });
    expect(getLocale()).toBe('en');
    await waitFor(async () => expect(await bodies(api)).toEqual([{ language: 'en' }]));
  });

  it('saves each language the member picks while signed in', async () => {
    const api = saving();
    startSession('session-picks');
    renderHook(() => useMemberLanguage('en'));
    await act(() => setLocale('es'));
    await act(() => setLocale('en'));
    await waitFor(async () => expect(await bodies(api)).toEqual([{ language: 'es' }, { language: 'en' }]));
  });

  it('keeps and saves a language chosen before sign-in when none is saved yet; English alone is not saved', async () => {
    const api = saving();
    await act(() => setLocale('es'));
    startSession('session-none-saved');
    renderHook(() => useMemberLanguage(null));
    await waitFor(async () => expect(await bodies(api)).toEqual([{ language: 'es' }]));
    expect(getLocale()).toBe('es');

    await act(() => setLocale('en', { notify: false }));
    startSession('session-none-saved-english');
    renderHook(() => useMemberLanguage(null));
    expect(api.requestsTo('PUT /api/account/language')).toHaveLength(1);
  });

  it('saves nothing without a session', async () => {
    const api = saving();
    renderHook(() => useMemberLanguage(undefined));
    await act(() => setLocale('es'));
    expect(api.requests).toHaveLength(0);
  });
});
