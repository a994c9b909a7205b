import { type MouseEvent, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { Snackbar } from '@/components/snackbar';
import { useInPlaceErrorStatus } from '@/lib/http-errors';
import { commonTexts } from '@/locales/texts';
import { LoadingOverlay } from './loading-overlay';
import { SessionFrame } from './session-frame';
import { ShellSlotsContext } from './shell-slots';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useNavigationEffects } from './use-navigation-effects';

const MAIN_ID = 'main-content';

/** Moves focus to the main content without changing the address (a hash would count as a navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/**
 * The shell (document 1 §2 Shell layout): skip link; header with logo, brand name and the utility
 * links; the global alert area; main; the phone bar; footer with site map, logo, badge, copyright
 * and legal text; the loading overlay and the snackbar. It stays light for /login: the member
 * navigation (menus, phone bar, site map) comes with the lazy member area and fills the slots below.
 * An error page shown in place keeps the member's navigation when a session exists (issue 9).
 * It renders again on every navigation, so the session check stays current.
 */
export function AppShell() {
  const errorStatus = useInPlaceErrorStatus();
  const t = commonTexts.useTexts();
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
          {t('shell.skipToMain')}
        </a>
        <SiteHeader memberSlot={setHeader} />
        <main id={MAIN_ID} ref={main} className="page shell-container" tabIndex={-1}>
          <div ref={setAlerts} className="global-alerts" />
          {errorStatus === null ? <Outlet /> : <SessionFrame errorStatus={String(errorStatus)} />}
        </main>
        <div ref={setBar} className="mobile-bar-slot" />
        <SiteFooter memberSlot={setFooter} />
        <LoadingOverlay />
        <Snackbar />
      </div>
    </ShellSlotsContext>
  );
}
