import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { GenericError } from '@/components/generic-error';
import { LiveRoot } from '@/components/page-boundary';
import { loadBrand } from '@/lib/brand';
import { installChunkLoadReports } from '@/lib/chunk-load';
import { applyDeferredStyles } from '@/lib/deferred-styles';
import { installErrorReporting, reportError, routePatternOf, setReportedPage } from '@/lib/error-reports';
import { installGlobalHttpHandling } from '@/lib/http-errors';
import { getLocale } from '@/lib/i18n/locale';
import { nextTask } from '@/lib/next-task';
import { hasPageData, keepPageData } from '@/lib/page-data';
import { getSessionToken, getTemporaryToken, nameTimeZone } from '@/lib/session';
import { browserTimeZone } from '@/lib/time-zone';
import { AppProviders } from './providers';
import { getRoutes } from './router';
import '@/styles/index.css';

// Before anything else can fail: errors reach the gateway (issue 36), files of the build that did
// not load among them.
installErrorReporting();
installChunkLoadReports();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The gateway server-rendered this page in its HTML (issue 16, LCP) in the language the browser asks for, for a
 * signed-out visitor or, with `data-member`, for the session whose cookie came with it, and with
 * `data-time-zone` in the time zone that session's browser named: hydrated when that is who is here
 * (and where), rendered afresh otherwise. Whether to hydrate; a member page's responses are taken out of
 * the page and held only for a session.
 */
function takeServerRendering(root: HTMLElement): boolean {
  const forMember = root.dataset.member !== undefined;
  const hasSession = getSessionToken() !== null;
  keepPageData(forMember && hasSession);
  const { timeZone } = root.dataset;
  return (
    root.dataset.prerendered === getLocale() &&
    (timeZone === undefined || timeZone === browserTimeZone()) &&
    (forMember ? hasSession : !hasSession && getTemporaryToken() === null)
  );
}

try {
  const [brand] = await Promise.all([loadBrand(), applyDeferredStyles()]);
  // The router and the first render in a task of their own: evaluating the scripts before them is
  // one long task already, and the two together blocked the main thread on /login (issue 16, TBT).
  await nextTask();
  document.documentElement.dataset.theme = brand.theme;
  const hydrate = takeServerRendering(container);
  if (getSessionToken() !== null) nameTimeZone();
  // A member page the gateway rendered starts from the queries it was rendered from (issue 16), in the
  // query cache before the router runs any route's loader; the table of rendered pages loads only then.
  // Evaluating the table's modules and each step after are a task each.
  if (hasPageData()) {
    for (const step of (await import('./drawn-member-pages')).START_STEPS) {
      await nextTask();
      await step();
    }
    await nextTask();
  }
  const router = createBrowserRouter(getRoutes());
  // What a report names is the route's pattern (`/claims/:claimNumber`), never the address.
  setReportedPage(() => {
    const match = router.state.matches.at(-1);
    return match ? routePatternOf(match.pathname, match.params) : '/';
  });
  installGlobalHttpHandling(router, brand);
  const app = (
    <StrictMode>
      <LiveRoot />
      <AppProviders brand={brand}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // Until the route's module is in, the router renders its loading state, not the server's page.
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
} catch (error) {
  // Without a brand nothing else can be rendered; the generic widget offers a way back in.
  const { reference } = reportError('error', error);
  createRoot(container).render(
    <main className="page shell-container">
      <LiveRoot />
      <GenericError headingLevel={1} reference={reference} />
    </main>,
  );
}
