import { type ReactNode, useEffect, useRef } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { shouldRevalidateRoot } from '@/app/root-data';
import { LiveRoot } from '@/components/page-boundary';
import { useBrand } from '@/lib/brand';
import { routePatternOf, setReportedPage } from '@/lib/error-reports';
import { installGlobalHttpHandling } from '@/lib/http-errors';
import { useLocale } from '@/lib/i18n/locale';
import { InlineStyles } from '@/lib/inline-styles';
import { useRememberedNavigation } from '@/lib/interrupted-navigation';
import { useNonce } from '@/lib/nonce';
import { getSessionToken, nameTimeZone, useVisitorTokens } from '@/lib/session';

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The document every page is rendered in: the brand's theme, its configuration for the browser's
 * start (lib/brand.tsx reads it), its logo fetched first, and the framework's scripts with the
 * response's CSP nonce. `data-locale` says which language the server rendered in, so the browser
 * hydrates in the same one (lib/i18n/locale.ts); `data-member`, that it is a member's page.
 */
export function Layout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const locale = useLocale();
  const nonce = useNonce();
  // A member's page holds the menus' row and the page's height from its first paint (styles/shell.css).
  const { session } = useVisitorTokens();
  return (
    <html lang={locale} data-locale={locale} data-theme={brand.theme}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="data:," />
        <title>{brand.name}</title>
        <link rel="preload" as="image" href={brand.logoPath} fetchPriority="high" />
        <script
          id="brand-config"
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, in an element no browser runs.
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(brand) }}
        />
        <InlineStyles />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root" data-member={session ? '' : undefined}>
          {children}
        </div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The router's side of the global HTTP handling (document 1 §8) and of the error reports (issue 36):
 * where the app is and a way to move, read when an error comes, not when it was installed.
 */
function RouterHooks() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const brand = useBrand();
  const current = useRef({ location, matches, navigate });
  current.current = { location, matches, navigate };
  useRememberedNavigation();
  useEffect(() => {
    // What a report names is the route's pattern (`/claims/:claimNumber`), never the address.
    setReportedPage(() => {
      const match = current.current.matches.at(-1);
      return match ? routePatternOf(match.pathname, match.params) : '/';
    });
    return installGlobalHttpHandling(
      {
        get state() {
          return { location: current.current.location };
        },
        navigate: async (to) => current.current.navigate(to),
      },
      brand,
    );
  }, [brand]);
  return null;
}

/** The shell (document 1 §2 Shell layout) around every page. */
export default function Root() {
  // Once hydrated in the zone the page was rendered in: the next page is rendered in the browser's.
  useEffect(() => {
    if (getSessionToken() !== null) nameTimeZone();
  }, []);
  return (
    <>
      <LiveRoot />
      <RouterHooks />
      <AppShell />
    </>
  );
}

export { loader } from '@/app/root-loader.server';
export { ShellError as ErrorBoundary } from '@/app/route-error';
export const shouldRevalidate = shouldRevalidateRoot;
