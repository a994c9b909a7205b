import { getAccountSubNavigation, MENU_ROUTES } from '@dash/domain';
import { NavLink, Outlet } from 'react-router';
import { useShell } from '@/api/shell';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';
import { accountTexts } from '../texts';

/** The sub-navigation's words by route: the domain's menu rule chooses the entries, the catalogue names them. */
const ENTRY_KEYS = {
  [MENU_ROUTES.accountSummary]: 'navSummary',
  [MENU_ROUTES.memberInformation]: 'navMemberInformation',
  [MENU_ROUTES.accountSettings]: 'navSettings',
  [MENU_ROUTES.planBenefits]: 'navPlanBenefits',
  [MENU_ROUTES.ebill]: 'navEbill',
  [MENU_ROUTES.helpCenter]: 'navHelpCenter',
} as const satisfies Readonly<Record<string, Parameters<typeof accountTexts.t>[0]>>;

const isEntryRoute = (route: string): route is keyof typeof ENTRY_KEYS => route in ENTRY_KEYS;

/**
 * /account (document 1 §2 "Account sub-routes"): the area's sub-navigation beside the page. The
 * entries are the settings menu's account pages (eBill only when shown); a member who has no
 * settings menu (document 1 §6) is sent home (decision 012).
 */
export function AccountLayout() {
  const shell = useShell();
  const brand = useBrand();
  const t = accountTexts.useTexts();
  if (shell.isError) return null; // The global handling shows the error page (document 1 §8).
  const items = shell.data ? getAccountSubNavigation({ ...shell.data, domainId: brand.domainId }) : undefined;
  if (items === null) return <Redirect to={paths.home} />;
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={t('subNavigationLabel')}>
        {items ? (
          <ul className="account-nav__list">
            {items.map((item) => (
              <li key={item.route}>
                <NavLink className="account-nav__link" to={item.route}>
                  {isEntryRoute(item.route) ? t(ENTRY_KEYS[item.route]) : item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <div className="account-nav__list" aria-hidden="true">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </div>
        )}
      </nav>
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
