import { LoginState, OutsideConfig } from '@dash/domain/api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply } from '../../../test/fetch-mock';
import { completeLoginState } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const outside = (testEnvironment: string | null) =>
  OutsideConfig.parse({
    salesPlatformSsoUrl: 'http://localhost/api/sso/sp-salesforce',
    salesPlatformTestEnvironment: testEnvironment,
    crmUrl: 'http://localhost/api/outside/crm',
  });

/** The form the page posted, read when submit() is called (jsdom cannot navigate). */
function captureFormPost() {
  const posts: Array<{ action: string; method: string; fields: Record<string, string> }> = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...new FormData(this)].map(([k, v]) => [k, String(v)]));
    posts.push({ action: this.action, method: this.method, fields });
  });
  return posts;
}

describe('/sso-landing (document 1 §2, §4 step 5)', () => {
  it('posts the member token and the test environment to the sales platform, then clears temporary state', async () => {
    setTemporaryToken('temporary-token');
    mockApi({
      'GET /api/login-state': () => reply(LoginState, completeLoginState),
      'GET /api/outside-config': () => reply(OutsideConfig, outside('uat')),
    });
    const posts = captureFormPost();
    renderApp('/sso-landing');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      action: 'http://localhost/api/sso/sp-salesforce',
      method: 'post',
      fields: { token: 'temporary-token', testEnvironment: 'uat' },
    });
    expect(sessionStorage.getItem('temporary_token')).toBeNull();
  });

  it('posts a login-as token to the CRM, without a test environment', async () => {
    setTemporaryToken('member-token');
    mockApi({
      'GET /api/login-state': () =>
        reply(LoginState, {
          ...completeLoginState,
          claims: { memberKey: 'm-alex', role: 'member', issuedByRole: 'logInAsAnyone' },
        }),
      'GET /api/outside-config': () => reply(OutsideConfig, outside(null)),
    });
    const posts = captureFormPost();
    renderApp('/sso-landing');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.action).toBe('http://localhost/api/outside/crm');
    expect(posts[0]?.fields).toEqual({ token: 'member-token' });
  });
});
