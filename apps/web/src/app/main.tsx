import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { GenericError } from '@/components/generic-error';
import { loadBrand } from '@/lib/brand';
import { applyDeferredStyles } from '@/lib/deferred-styles';
import { installGlobalHttpHandling } from '@/lib/http-errors';
import { getLocale } from '@/lib/i18n/locale';
import { getSessionToken, getTemporaryToken } from '@/lib/session';
import { AppProviders } from './providers';
import { getRoutes } from './router';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The gateway drew this page in its HTML (issue 16, LCP) for a signed-out visitor in the language the
 * browser asks for: hydrated when that is who is here, drawn afresh otherwise.
 */
const isServerDrawn = (root: HTMLElement) =>
  root.dataset.prerendered === getLocale() && getSessionToken() === null && getTemporaryToken() === null;

try {
  const [brand] = await Promise.all([loadBrand(), applyDeferredStyles()]);
  // The router and the first render in a task of their own: evaluating the scripts before them is
  // one long task already, and the two together blocked the main thread on /login (issue 16, TBT).
  await new Promise((resolve) => setTimeout(resolve));
  document.documentElement.dataset.theme = brand.theme;
  const router = createBrowserRouter(getRoutes(brand));
  installGlobalHttpHandling(router, brand);
  const app = (
    <StrictMode>
      <AppProviders brand={brand}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (isServerDrawn(container)) {
    // Until the route's module is in, the router draws its loading state, not the server's page.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else {
        const stop = router.subscribe((state) => {
          if (state.initialized) {
            stop();
            resolve();
          }
        });
      }
    });
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
} catch {
  // Without a brand nothing else can be drawn; the generic widget offers a way back in.
  createRoot(container).render(
    <main className="page">
      <GenericError headingLevel={1} />
    </main>,
  );
}
