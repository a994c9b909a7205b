import { AccreditationBadge } from '@/features/shell/components/accreditation-badge';
import { useBrand, useBrandTexts } from '@/lib/brand';
import { useRootData } from './root-data';

/**
 * The footer (document 1 §2 Shell layout): the member's site map (portalled into `memberSlot`), the
 * brand logo, the quality-accreditation badge on every page, signed in or not, then the copyright and
 * legal text, all on the content's grid.
 */
export function SiteFooter({ memberSlot }: { memberSlot: (element: HTMLElement | null) => void }) {
  const brand = useBrand();
  const texts = useBrandTexts();
  const accreditation = useRootData()?.accreditation ?? null;
  return (
    <footer className="site-footer">
      <div className="shell-container site-footer__inner">
        <div ref={memberSlot} className="site-footer__member" />
        <div className="site-footer__brand">
          <span className="site-footer__logo">
            <img src={brand.logoPath} alt="" width="40" height="40" />
            <span>{brand.name}</span>
          </span>
          <AccreditationBadge accreditation={accreditation} />
        </div>
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {texts.copyright}
        </p>
        <p className="site-footer__legal">{texts.legalText}</p>
      </div>
    </footer>
  );
}
