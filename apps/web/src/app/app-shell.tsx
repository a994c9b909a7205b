import { type MouseEvent, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { PageBoundary } from '@/components/page-boundary';
import { SnackbarRegion } from '@/components/snackbar-region';
import { useInPlaceErrorStatus } from '@/lib/http-errors';
import { commonTexts } from '@/locales/texts';
import { LoadingOverlay } from './loading-overlay';
import { SessionFrame } from './session-frame';
import { NO_SLOTS, type ShellSlotSource, ShellSlotsContext, type SlotName } from './shell-slots';
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
 * The shell's places as they enter the document, kept outside React's state: a change of state in
 * the shell would make React hydrate a server-rendered page in one long task, rather than in the
 * short ones its boundary allows (issue 16, TBT). Each place's ref callback is made once.
 */
function createShellSlotStore() {
  let slots = NO_SLOTS;
  const listeners = new Set<() => void>();
  // React calls a ref callback once as its element comes and once as it goes.
  const place = (name: SlotName) => (element: HTMLElement | null) => {
    slots = { ...slots, [name]: element };
    for (const listener of listeners) listener();
  };
  const source: ShellSlotSource = {
    get: () => slots,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    header: place('header'),
    alerts: place('alerts'),
    bar: place('bar'),
    footer: place('footer'),
  };
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
  const [slots] = useState(createShellSlotStore);
  useNavigationEffects(main);
  return (
    <ShellSlotsContext value={slots.source}>
      <div className="shell">
        <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          {t('shell.skipToMain')}
        </a>
        <SiteHeader memberSlot={slots.header} />
        <main id={MAIN_ID} ref={main} className="page shell-container" tabIndex={-1}>
          <div ref={slots.alerts} className="global-alerts" />
          {/* On a page the server rendered, React hydrates what a boundary holds after the shell, at a
              background priority, in short tasks it can yield between (issue 16, TBT). */}
          <PageBoundary>
            {errorStatus === null ? <Outlet /> : <SessionFrame errorStatus={String(errorStatus)} />}
          </PageBoundary>
        </main>
        <div ref={slots.bar} className="mobile-bar-slot" />
        <SiteFooter memberSlot={slots.footer} />
        <LoadingOverlay />
        <SnackbarRegion />
      </div>
    </ShellSlotsContext>
  );
}
