import { AccountDetails } from '@dash/domain/api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { alexAccount } from '../../test/account-fixtures';
import { deferred, mockApi, type RouteKey, reply } from '../../test/fetch-mock';
import { memberShellHandlers } from '../../test/member-shell-handlers';
import { renderApp } from '../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

/** Each area that resolves the account state first (document 1 §2, document 2 §2), by a page and its own call. */
const AREAS: readonly (readonly [string, RouteKey])[] = [
  ['/account/member-information', 'GET /api/account/address'],
  ['/id-card', 'GET /api/idCard/members'],
  ['/claims', 'GET /api/claims'],
  ['/claims/C-TEST-0001', 'GET /api/claims/C-TEST-0001'],
  ['/eobs', 'GET /api/eobs'],
];

describe('the areas that resolve the account state before they open (document 1 §2)', () => {
  it.each(AREAS)('%s asks for its own data only once the account state is in', async (path, ownCall) => {
    const account = deferred(() => reply(AccountDetails, alexAccount));
    startSession('session-token');
    const api = mockApi({
      ...memberShellHandlers,
      'GET /api/account': account.handler,
      // The page's own call never gets a response: the test reads only when it was asked.
      [ownCall]: () => new Promise<Response>(() => undefined),
    });
    renderApp(path);
    await waitFor(() => expect(api.requestsTo('GET /api/account')).toHaveLength(1));
    // The area's chunk is in and its loader waits: the page has not opened, so has not asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requestsTo(ownCall)).toHaveLength(0);
    account.release();
    await waitFor(() => expect(api.requestsTo(ownCall)).toHaveLength(1));
  });
});
