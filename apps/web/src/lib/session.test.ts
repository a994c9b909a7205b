import { LOGOUT_COOKIE_PATHS } from '@dash/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
// The member area registers its query cache with the session store when it loads.
import '@/app/member-area';
import {
  clearSession,
  clearTemporaryToken,
  getLoginRedirect,
  getSessionToken,
  getTemporaryToken,
  setLoginRedirect,
  setTemporaryToken,
  startSession,
} from './session';

function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('keeps the temporary token in session storage during login', () => {
    setTemporaryToken('temporary');
    expect(sessionStorage.getItem('temporary_token')).toBe('temporary');
    expect(getTemporaryToken()).toBe('temporary');
    expect(getSessionToken()).toBeNull();
  });

  it('starts a session: local storage and both cookies for 2 hours, strict and secure, the time zone named; the temporary token goes', () => {
    const writes = spyOnCookieWrites();
    setTemporaryToken('temporary');
    startSession('session');
    expect(getSessionToken()).toBe('session');
    expect(localStorage.getItem('access_token')).toBe('session');
    expect(getTemporaryToken()).toBeNull();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(writes).toEqual([
      'access_token=session; Max-Age=7200; Path=/; SameSite=Strict; Secure',
      'api_token=session; Max-Age=7200; Path=/; SameSite=Strict; Secure',
      // The gateway renders a page with times in it in the browser's own zone (issue 16).
      `time_zone=${zone}; Max-Age=7200; Path=/; SameSite=Strict; Secure`,
    ]);
    expect(document.cookie).toContain('access_token=session');
    expect(document.cookie).toContain('api_token=session');
  });

  it('forgets a session token older than 2 hours', () => {
    vi.useFakeTimers();
    startSession('session');
    vi.advanceTimersByTime(7_200_000 - 1);
    expect(getSessionToken()).toBe('session');
    vi.advanceTimersByTime(1);
    expect(getSessionToken()).toBeNull();
  });

  it('clearSession deletes both cookies on every logout path, and the time zone, and empties both storages and the query cache', async () => {
    startSession('session');
    setTemporaryToken('temporary');
    sessionStorage.setItem('other', 'x');
    localStorage.setItem('other', 'y');
    queryClient.setQueryData(['account'], { any: 'thing' });

    const writes = spyOnCookieWrites();
    clearSession();

    expect(LOGOUT_COOKIE_PATHS.length).toBeGreaterThan(1);
    for (const name of ['access_token', 'api_token']) {
      for (const path of LOGOUT_COOKIE_PATHS) {
        expect(writes).toContainEqual(
          expect.stringMatching(new RegExp(`^${name}=; Max-Age=0; .*Path=${path};`)),
        );
      }
    }
    expect(writes).toContainEqual(expect.stringMatching(/^time_zone=; Max-Age=0; .*Path=\/;/));
    expect(writes).toHaveLength(2 * LOGOUT_COOKIE_PATHS.length + 1);
    expect(document.cookie).toBe('');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['account'])).toBeUndefined();
  });
});

describe('the login redirect (document 1 §4)', () => {
  it('is kept with the temporary token through the prompts and spent when the session starts', () => {
    setTemporaryToken('temporary');
    setLoginRedirect('https://app.example.com');
    expect(getLoginRedirect()).toBe('https://app.example.com');
    startSession('session');
    expect(getLoginRedirect()).toBeNull();
  });

  it('is cleared with the temporary state, and a null redirect stores nothing', () => {
    setLoginRedirect('https://app.example.com');
    clearTemporaryToken();
    expect(getLoginRedirect()).toBeNull();
    setLoginRedirect(null);
    expect(sessionStorage.getItem('login_redirect')).toBeNull();
  });
});
