import { API_PATHS } from '@dash/domain/api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { setTemporaryToken, startSession } from '@/lib/session';
import { mockApi, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

describe('/logout (document 1 §2)', () => {
  it.each([1, 2] as const)('logs out and goes to /login with the banner on brand %s', async (domainId) => {
    startSession('session-token');
    const api = mockApi({ 'POST /api/logout': replyNoContent });
    const { router } = renderApp('/logout', { domainId });
    expect(await screen.findByText('You have logged out successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.requestsTo('POST /api/logout')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('stays on /logout on the partner brand, with its three links', async () => {
    startSession('session-token');
    mockApi({ 'POST /api/logout': replyNoContent });
    const { router } = renderApp('/logout', { domainId: 5 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logged out successfully' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    await waitFor(() => expect(document.title).toBe('Logged out successfully | Harbor Dental Partners'));
    expect(
      screen.getByRole('link', { name: 'Return to the provider dashboard (leaves this site)' }),
    ).toHaveAttribute('href', 'https://providers.partner.example.com/dashboard');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Contact your health plan (leaves this site)' })).toHaveAttribute(
      'href',
      'https://partner.example.com/contact',
    );
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('ignores a failed logout call and still clears everything', async () => {
    startSession('session-token');
    mockApi({ 'POST /api/logout': () => replyError(401, { code: 'UNAUTHORIZED', message: 'expired' }) });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.search).toBe('?loggedOut=true'));
    expect(await screen.findByText('You have logged out successfully.')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('revokes a temporary token left from an unfinished login', async () => {
    setTemporaryToken('temporary-token');
    const api = mockApi({ 'POST /api/logout': replyNoContent });
    renderApp('/logout');
    await screen.findByText('You have logged out successfully.');
    expect(api.requestsTo('POST /api/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer temporary-token',
    );
    expect(sessionStorage.getItem('temporary_token')).toBeNull();
  });

  it('is not sent to sign in again by a call that meets the ended session afterwards', async () => {
    startSession('session-token');
    let late: Promise<unknown> = Promise.resolve();
    mockApi({
      'POST /api/logout': () => {
        late = apiRequest(API_PATHS.hasReferrals, { schema: z.unknown() }).catch(() => null);
        return replyNoContent();
      },
      [`GET ${API_PATHS.hasReferrals}`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return replyError(401, {
          code: 'UNAUTHORIZED',
          message: 'Your session has ended. Please log in again.',
        });
      },
    });
    const { router } = renderApp('/logout');
    expect(await screen.findByText('You have logged out successfully.')).toBeInTheDocument();
    await late;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?loggedOut=true');
  });

  it('makes no call without a token', async () => {
    const api = mockApi({});
    renderApp('/logout');
    await screen.findByText('You have logged out successfully.');
    // The root's own data (the accreditation badge) is the document's, which the gateway renders.
    expect(api.requests.filter((request) => !request.url.endsWith('/api/outside/accreditation'))).toEqual([]);
  });
});
