import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { GenericError } from '@/components/generic-error';
import { loadBrand } from '@/lib/brand';
import { applyDeferredStyles } from '@/lib/deferred-styles';
import { installGlobalHttpHandling } from '@/lib/http-errors';
import { AppProviders } from './providers';
import { getRoutes } from './router';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

try {
  const [brand] = await Promise.all([loadBrand(), applyDeferredStyles()]);
  // The router and the first render in a task of their own: evaluating the scripts before them is
  // one long task already, and the two together blocked the main thread on /login (issue 16, TBT).
  await new Promise((resolve) => setTimeout(resolve));
  document.documentElement.dataset.theme = brand.theme;
  const router = createBrowserRouter(getRoutes(brand));
  installGlobalHttpHandling(router, brand);
  root.render(
    <StrictMode>
      <AppProviders brand={brand}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} catch {
  // Without a brand nothing else can be drawn; the generic widget offers a way back in.
  root.render(
    <main className="page">
      <GenericError headingLevel={1} />
    </main>,
  );
}
