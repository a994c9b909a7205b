import {
  getGlobalAlerts,
  getMobileBar,
  getPrimaryMenu,
  getSelectGroupLink,
  getSettingsMenu,
  type NavigationFacts,
} from '@dash/domain';
import type { ShellContext } from '@dash/domain/api';
import { RouterProvider } from 'react-aria-components';
import { createPortal } from 'react-dom';
import { Link, useHref, useNavigate } from 'react-router';
import { useShellSlots } from '@/app/shell-slots';
import { useBrand } from '@/lib/brand';
import { useBreakpoint } from '../hooks/use-breakpoint';
import { AccountMenu } from './account-menu';
import { AccreditationBadge } from './accreditation-badge';
import { GlobalAlerts } from './global-alerts';
import { MobileBar } from './mobile-bar';
import { PrimaryNavigation } from './primary-navigation';
import { SiteMap } from './site-map';

/** The menus, alerts, phone bar, site map and badge, portalled into the shell's landmarks. */
export function MemberNavigation({ shell }: { shell: ShellContext }) {
  const brand = useBrand();
  const breakpoint = useBreakpoint();
  const slots = useShellSlots();
  const facts: NavigationFacts = { ...shell, domainId: brand.domainId };
  const primary = getPrimaryMenu(facts);
  const settings = getSettingsMenu(facts);
  const groupLink = getSelectGroupLink(shell.groups.length, shell.currentGroup);
  const navigate = useNavigate();
  return (
    // React Aria's menu links navigate through the router instead of loading the page again.
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {slots.header
        ? createPortal(
            // Keyed by breakpoint: every menu starts collapsed again when it changes (document 1 §4).
            <div className="member-nav" key={breakpoint}>
              <PrimaryNavigation items={primary} breakpoint={breakpoint} />
              {groupLink ? (
                <Link className="member-nav__group" to={groupLink.route}>
                  {groupLink.label}
                </Link>
              ) : null}
              {settings ? <AccountMenu items={settings} /> : null}
            </div>,
            slots.header,
          )
        : null}
      {slots.alerts ? createPortal(<GlobalAlerts alerts={getGlobalAlerts(shell)} />, slots.alerts) : null}
      {slots.bar && breakpoint === 'phone'
        ? createPortal(<MobileBar items={getMobileBar(primary)} />, slots.bar)
        : null}
      {slots.footer
        ? createPortal(
            <>
              <SiteMap items={primary} />
              <AccreditationBadge />
            </>,
            slots.footer,
          )
        : null}
    </RouterProvider>
  );
}
