import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { loadBrand } from '@/lib/brand';
import { installChunkLoadReports } from '@/lib/chunk-load';
import { installErrorReporting } from '@/lib/error-reports';
import { chosenLocale, getLocale, setLocale } from '@/lib/i18n/locale';
import { resumeInterruptedNavigation } from '@/lib/interrupted-navigation';

// Before anything else can fail: errors reach the gateway (issue 36), files of the build that did
// not load among them.
installErrorReporting();
installChunkLoadReports();

const brand = await loadBrand();

// Hydrated in the language the server rendered in; then in the one this device chose, if another.
// Not when the page was loaded afresh mid-navigation: the browser is then on its way to the next one.
if (!resumeInterruptedNavigation()) hydrate();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders brand={brand}>
          <HydratedRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
  const chosen = chosenLocale();
  if (chosen !== null && chosen !== getLocale()) void setLocale(chosen, { notify: false });
}
