import { getUtilityMenu, SHELL_TEXTS } from '@dash/domain';
import { type MouseEvent, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Snackbar } from '@/components/snackbar';
import { useBrand } from '@/lib/brand';
import { useInPlaceErrorStatus } from '@/lib/http-errors';
import { getSessionToken } from '@/lib/session';
import { LazyErrorPage } from './error-page-lazy';
import { LoadingOverlay } from './loading-overlay';
import { ShellSlotsContext } from './shell-slots';
import { useNavigationEffects } from './use-navigation-effects';

const MAIN_ID = 'main-content';

/** Moves focus to the main content without changing the address (a hash would count as a navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The shell (document 1 §2 Shell layout): skip link; header with logo, brand name and the utility
 * links; the global alert area; main; the phone bar; footer with copyright and legal text; the
 * loading overlay and the snackbar. It stays light for /login: the member navigation (menus, phone
 * bar, site map, accreditation badge) comes with the lazy member area and fills the slots below.
 * It renders again on every navigation, so the session check stays current.
 */
export function AppShell() {
  const brand = useBrand();
  const errorStatus = useInPlaceErrorStatus();
  const signedIn = getSessionToken() !== null;
  const utility = getUtilityMenu(signedIn, brand.showLoggedOutUtilityLinks);
  const main = useRef<HTMLElement>(null);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const [alerts, setAlerts] = useState<HTMLElement | null>(null);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useNavigationEffects(main);
  return (
    <ShellSlotsContext value={{ header, alerts, bar, footer }}>
      <div className="shell">
        <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          {SHELL_TEXTS.skipToMain}
        </a>
        <header className="site-header">
          <div className="site-header__inner">
            <img className="site-header__logo" src={brand.logoPath} alt="" width="40" height="40" />
            <span className="site-header__name">{brand.name}</span>
            {utility.length > 0 ? (
              <nav className="site-header__utility" aria-label={SHELL_TEXTS.utilityMenu}>
                {utility.map((item) => (
                  <Link key={item.route} to={item.route}>
                    {item.title}
                  </Link>
                ))}
              </nav>
            ) : null}
          </div>
          <div ref={setHeader} className="site-header__member" />
        </header>
        <main id={MAIN_ID} ref={main} className="page" tabIndex={-1}>
          <div ref={setAlerts} className="global-alerts" />
          {errorStatus === null ? <Outlet /> : <LazyErrorPage status={String(errorStatus)} />}
        </main>
        <div ref={setBar} className="mobile-bar-slot" />
        <footer className="site-footer">
          <div ref={setFooter} className="site-footer__member" />
          <p>
            © {new Date().getFullYear()} {brand.copyright}
          </p>
          <p className="site-footer__legal">{brand.legalText}</p>
        </footer>
        <LoadingOverlay />
        <Snackbar />
      </div>
    </ShellSlotsContext>
  );
}
