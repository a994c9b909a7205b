import { type DomainId, getClaimsMenu, getFindCareMenu, type MenuItem } from '@dash/domain';
import type { ShellContext } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { useShell } from '@/api/shell';
import { Redirect } from '@/components/redirect';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { findCareTexts } from '../texts';

/** The menu a gated page belongs to: find care (document 2 §6) or the claims submenu (pharmacy). */
export type GateMenu = 'find-care' | 'claims';

function offered(menu: readonly MenuItem[], route: string): boolean {
  return menu.some((item) => item.route === route || offered(item.children ?? [], route));
}

/** Whether the member's menu offers the route: the same rule that shows the link shows the page. */
export function isRouteOffered(
  shell: ShellContext,
  domainId: DomainId,
  menu: GateMenu,
  route: string,
): boolean {
  const items =
    menu === 'claims'
      ? getClaimsMenu(shell)
      : getFindCareMenu({
          domainId,
          hasActiveOrFutureEligibility: shell.hasActiveOrFutureEligibility,
          primaryCareLinkShown: shell.primaryCareLinkShown,
        });
  return offered(items, route);
}

/**
 * Shows the page only to members whose menu offers it (document 2 §6: find care resources and
 * primary care for eligible members; the partner brand only Find a dentist; Pharmacy with program
 * 37); anyone else gets the not-found page, as for any address the app does not serve them.
 */
export function FindCareGate({
  menu = 'find-care',
  route,
  children,
}: {
  readonly menu?: GateMenu;
  readonly route: string;
  readonly children: ReactNode;
}) {
  const t = findCareTexts.useTexts();
  const shell = useShell();
  const { domainId } = useBrand();
  if (shell.isError) {
    if (shell.error instanceof HttpError) return null;
    throw shell.error;
  }
  if (!shell.data) return <Spinner label={t('loadingPage')} />;
  if (!isRouteOffered(shell.data, domainId, menu, route)) return <Redirect to={paths.notFound} />;
  return children;
}
