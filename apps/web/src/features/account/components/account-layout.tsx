import { ACCOUNT_TEXTS, getAccountSubNavigation } from '@dash/domain';
import { Navigate, NavLink, Outlet } from 'react-router';
import { useShell } from '@/api/shell';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand';

/**
 * /account (document 1 §2 "Account sub-routes"): the area's sub-navigation beside the page. The
 * entries are the settings menu's account pages (eBill only when shown); a member who has no
 * settings menu (document 1 §6) is sent home (decision 012).
 */
export function AccountLayout() {
  const shell = useShell();
  const brand = useBrand();
  if (shell.isError) return null; // The global handling shows the error page (document 1 §8).
  const items = shell.data ? getAccountSubNavigation({ ...shell.data, domainId: brand.domainId }) : undefined;
  if (items === null) return <Navigate to={paths.home} replace />;
  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={ACCOUNT_TEXTS.subNavigationLabel}>
        {items ? (
          <ul className="account-nav__list">
            {items.map((item) => (
              <li key={item.route}>
                <NavLink className="account-nav__link" to={item.route}>
                  {item.title}
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
