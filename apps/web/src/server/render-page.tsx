import './signed-out-storage';
import type { Locale } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { getRoutes } from '@/app/router';
import { activateLocale } from '@/lib/i18n/locale';

const LEADING_PRELOADS = /^(<link rel="preload"[^>]*>)+/;

/**
 * A page's markup as the app's first render in the browser draws it (issue 16, LCP from the HTML):
 * the gateway puts it in #root so the page paints before any script runs, and `main.tsx` hydrates
 * it. Drawn for a signed-out visitor in `locale`; null when the address redirects instead.
 * The router's hydration data is left out: it would be an inline script, which the CSP forbids, and
 * the browser's router needs none for a page without loaders.
 */
export async function renderPage(url: string, brand: BrandConfig, locale: Locale): Promise<string | null> {
  const handler = createStaticHandler(getRoutes(brand));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  // The route's catalogue registers as its module loads (above); every one must be in `locale`.
  await activateLocale(locale);
  // Synchronous from the activation on: another render cannot switch the language in between.
  const html = renderToString(
    <StrictMode>
      <AppProviders brand={brand}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  // React opens with preload links for the images it drew; the page's head preloads the logo already.
  return html.replace(LEADING_PRELOADS, '');
}
