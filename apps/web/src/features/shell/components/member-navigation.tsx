import {
  getGlobalAlerts,
  getMessagesLink,
  getMobileBar,
  getPrimaryMenu,
  getSelectGroupLink,
  getSettingsMenu,
  type NavigationFacts,
} from '@dash/domain';
import type { ShellContext } from '@dash/domain/api';
import { useDeferredValue } from 'react';
import { RouterProvider } from 'react-aria-components';
import { createPortal } from 'react-dom';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useHasReferrals } from '@/api/has-referrals';
import { useShellSlots } from '@/app/shell-slots';
import { useBrand } from '@/lib/brand';
import { useBreakpoint } from '../hooks/use-breakpoint';
import { AccountMenu } from './account-menu';
import { GlobalAlerts } from './global-alerts';
import { GroupLink } from './group-link';
import { LoginAsBannerView } from './login-as-banner';
import { MessagesLink } from './messages-link';
import { MobileBar } from './mobile-bar';
import { NotificationsLink } from './notifications-link';
import { PrimaryNavigation } from './primary-navigation';
import { SiteMap } from './site-map';

/** The menus, alerts, phone bar and site map, portalled into the shell's landmarks. */
export function MemberNavigation({ shell }: { shell: ShellContext }) {
  const brand = useBrand();
  const breakpoint = useBreakpoint();
  const phone = breakpoint === 'phone';
  // On a page the server rendered, the places come once React owns it: the menus are then rendered in a
  // background render React splits into short tasks (issue 16, TBT); the stylesheet holds their row.
  const slots = useDeferredValue(useShellSlots());
  // Referrals come from the spec's own call, GET referrals/hasReferrals (document 2 §7), cached once.
  const hasReferrals = useHasReferrals();
  const facts: NavigationFacts = { ...shell, domainId: brand.domainId, hasReferrals };
  const primary = getPrimaryMenu(facts);
  const settings = getSettingsMenu(facts);
  const groupLink = getSelectGroupLink(shell.groups.length, shell.currentGroup);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    // React Aria's menu links navigate through the router instead of loading the page again.
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {slots.header
        ? createPortal(
            // Keyed by breakpoint: every menu starts collapsed again when it changes (document 1 §4).
            <div className="member-nav" key={breakpoint}>
              <PrimaryNavigation
                key={pathname}
                items={primary}
                breakpoint={breakpoint}
                panelStart={phone && groupLink ? <GroupLink link={groupLink} /> : null}
              />
              {!phone && groupLink ? <GroupLink link={groupLink} /> : null}
              <MessagesLink link={getMessagesLink(shell.unreadMessages)} />
              {/* Member notifications (issue 39 §2), on every width. */}
              <NotificationsLink unread={shell.unreadNotifications} />
              {settings ? <AccountMenu items={settings} /> : null}
            </div>,
            slots.header,
          )
        : null}
      {slots.alerts
        ? createPortal(
            <>
              <LoginAsBannerView isLoginAs={shell.issuedByRole !== null} />
              <GlobalAlerts alerts={getGlobalAlerts(shell)} />
            </>,
            slots.alerts,
          )
        : null}
      {slots.bar && phone ? createPortal(<MobileBar items={getMobileBar(primary)} />, slots.bar) : null}
      {slots.footer ? createPortal(<SiteMap items={primary} />, slots.footer) : null}
    </RouterProvider>
  );
}
