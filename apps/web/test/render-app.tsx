import type { DomainId } from '@dash/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { getRoutes } from '@/app/router';
import { installGlobalHttpHandling } from '@/lib/http-errors';
import { brandConfig } from './fixtures';

/** The whole app at an address, on a brand, as main.tsx assembles it (with a memory router). */
export function renderApp(path: string, { domainId = 1 }: { domainId?: DomainId } = {}) {
  const brand = brandConfig(domainId);
  const router = createMemoryRouter(getRoutes(brand), { initialEntries: [path] });
  onTestFinished(installGlobalHttpHandling(router, brand));
  const user = userEvent.setup();
  const view = render(
    <AppProviders brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, brand, router, user };
}
