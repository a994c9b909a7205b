import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaQueryClient } from './area-query-client';

const mounts: string[] = [];
function Page() {
  useEffect(() => {
    mounts.push('mounted');
  }, []);
  return <h1>Change password</h1>;
}

/** A route whose loader sends queries the first time (a server render) and none when it runs again (the browser's). */
function routerSendingQueriesOnce() {
  let runs = 0;
  return createMemoryRouter([
    {
      path: '/',
      HydrateFallback: () => null,
      loader: () => {
        runs += 1;
        return runs === 1 ? { queries: { mutations: [], queries: [] } } : null;
      },
      Component: () => (
        <AreaQueryClient>
          <Page />
        </AreaQueryClient>
      ),
    },
  ]);
}

// Issue 37: /account/settings/change-password's browser loader, run as the page was hydrated, returned
// no queries, the boundary around the area went away, and React mounted the whole member area again.
describe('AreaQueryClient', () => {
  it('keeps the area mounted when its loader runs again and sends no queries', async () => {
    mounts.length = 0;
    const router = routerSendingQueriesOnce();
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(mounts).toEqual(['mounted']);
    await act(() => router.revalidate());
    expect(router.state.loaderData['0']).toBeNull();
    expect(mounts).toEqual(['mounted']);
  });
});
