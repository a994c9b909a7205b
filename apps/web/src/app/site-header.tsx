import { getUtilityMenu } from '@dash/domain';
import { Link, useLocation } from 'react-router';
import { useBrand } from '@/lib/brand';
import { LanguageSwitch } from '@/lib/i18n/language-switch';
import { signInState, useVisitorTokens } from '@/lib/session';
import { useUtilityMenuTitle } from '@/locales/menu-titles';
import { commonTexts } from '@/locales/texts';

/**
 * The brand bar of the shell (document 1 §2): logo, brand name and the utility links, on the
 * content's grid. The member navigation is portalled into `memberSlot` below it by the member area.
 * Every page is server-rendered with it (root.tsx), so it paints before the JavaScript arrives (issue 9,
 * first paint).
 */
export function SiteHeader({ memberSlot }: { memberSlot: (element: HTMLElement | null) => void }) {
  const brand = useBrand();
  const { pathname } = useLocation();
  const t = commonTexts.useTexts();
  const title = useUtilityMenuTitle();
  const utility = getUtilityMenu(signInState(useVisitorTokens()), brand.showLoggedOutUtilityLinks, pathname);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="shell-container site-header__inner">
          <img className="site-header__logo" src={brand.logoPath} alt="" width="40" height="40" />
          <span className="site-header__name">{brand.name}</span>
          {utility.length > 0 ? (
            <nav className="site-header__utility" aria-label={t('shell.utilityMenu')}>
              {utility.map((item) => (
                <Link key={item.route} to={item.route}>
                  {title(item.title)}
                </Link>
              ))}
            </nav>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
      <div ref={memberSlot} className="site-header__member" />
    </header>
  );
}
