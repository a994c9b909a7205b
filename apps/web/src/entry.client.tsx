import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { whenLive } from '@/components/page-boundary';
import { loadBrand } from '@/lib/brand';
import { installChunkLoadReports } from '@/lib/chunk-load';
import { installErrorReporting, reportError } from '@/lib/error-reports';
import { chosenLocale, getLocale, setLocale } from '@/lib/i18n/locale';
import { InlineStylesContext, pageStyles } from '@/lib/inline-styles';
import { resumeInterruptedNavigation } from '@/lib/interrupted-navigation';

// Before anything else can fail: errors reach the gateway (issue 36), files of the build that did
// not load among them.
installErrorReporting();
installChunkLoadReports();

const brand = await loadBrand();

// Hydrated in the language the server rendered in; then in the one this device chose, if another.
// Not when the page was loaded afresh mid-navigation: the browser is then on its way to the next one.
if (!resumeInterruptedNavigation(goOnAfterFailedFile)) hydrate();

/**
 * React Router loaded this page afresh because a route's file did not load during a navigation: the
 * failure is reported like every other file that failed to load (issue 36), then the browser goes where it
 * was going.
 */
async function goOnAfterFailedFile(to: string) {
  const failure = new Error('Failed to fetch dynamically imported module: a route file, during a navigation');
  const { sent } = reportError('error', failure);
  await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  window.location.replace(to);
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <InlineStylesContext value={pageStyles()}>
          <AppProviders brand={brand}>
            <HydratedRouter />
          </AppProviders>
        </InlineStylesContext>
      </StrictMode>,
    );
  });
  // Once the page is hydrated: switched before, the hydration rendered in a language the server had not,
  // and React threw the server's page away (error 418, reported from /login in a Spanish browser).
  whenLive(() => {
    const chosen = chosenLocale();
    if (chosen !== null && chosen !== getLocale()) void setLocale(chosen, { notify: false });
  });
}
