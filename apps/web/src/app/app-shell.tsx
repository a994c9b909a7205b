import { SHELL_TEXTS } from '@dash/domain';
import type { MouseEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { useInPlaceErrorStatus } from '@/lib/http-errors';
import { getSessionToken } from '@/lib/session';
import { LazyErrorPage } from './error-page-lazy';

const MAIN_ID = 'main-content';

/** Moves focus to the main content without changing the address (a hash would count as a navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The minimal shell: skip link, header with logo, brand name and Log out for a signed-in member, main,
 * footer with copyright. It renders again on every navigation, so the session check stays current.
 */
export function AppShell() {
  const brand = useBrand();
  const errorStatus = useInPlaceErrorStatus();
  const signedIn = getSessionToken() !== null;
  return (
    <div className="shell">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {SHELL_TEXTS.skipToMain}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <img className="site-header__logo" src={brand.logoPath} alt="" width="40" height="40" />
          <span className="site-header__name">{brand.name}</span>
          {signedIn ? (
            <nav className="site-header__utility" aria-label={SHELL_TEXTS.utilityMenu}>
              <Link to={paths.logout}>{SHELL_TEXTS.logOut}</Link>
            </nav>
          ) : null}
        </div>
      </header>
      <main id={MAIN_ID} className="page" tabIndex={-1}>
        {errorStatus === null ? <Outlet /> : <LazyErrorPage status={String(errorStatus)} />}
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {brand.copyright}
        </p>
      </footer>
    </div>
  );
}
