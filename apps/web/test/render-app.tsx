import type { DomainId } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { brandConfig } from './fixtures';
import { routeObjects } from './route-objects';

/** The brand in the page, as the gateway puts it there (the routes' loaders read it: lib/brand.tsx). */
function putBrandInPage(brand: BrandConfig) {
  const script = document.createElement('script');
  script.id = 'brand-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(brand);
  document.head.append(script);
  onTestFinished(() => script.remove());
}

/** The whole app at an address, on a brand, as the framework's client assembles it (with a memory router). */
export function renderApp(path: string, { domainId = 1 }: { domainId?: DomainId } = {}) {
  const brand = brandConfig(domainId);
  putBrandInPage(brand);
  const router = createMemoryRouter(routeObjects(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, brand, router, user };
}
