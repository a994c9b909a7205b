import { getCoverageRows, getCoverageStatus, isIdCardLinkShown } from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { API_PATHS } from '@dash/domain/api';
import { Link, useNavigate } from 'react-router';
import { openResource } from '@/api/open-resource';
import { useCategoryName } from '@/components/category-name';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { homeTexts } from '../texts';
import { wordCoverageStatus } from './coverage-status';
import { HomeTile } from './home-tile';

/**
 * The member-info tile (document 2 §2): the family with the signed-in member marked, that member's
 * coverage by category, the termed flag, and the ID card when the member may have one.
 */
export function MemberInfoTile({ home, now }: { home: HomeData; now: Date }) {
  const t = homeTexts.useTexts();
  const categoryName = useCategoryName();
  const format = useFormat();
  const navigate = useNavigate();
  const coverage = getCoverageRows(home.planEligibility);
  return (
    <HomeTile title={t('familyTitle')}>
      <ul className="home-tile__family">
        {home.members.map((member) => (
          <li
            key={member.memberKey}
            aria-current={member.memberKey === home.principal.key ? 'true' : undefined}
          >
            <span className="home-tile__name">
              {member.firstName} {member.lastName}
              {member.memberKey === home.principal.key ? ` ${t('you')}` : ''}
            </span>{' '}
            <span className="home-tile__muted">{member.relationshipDescription}</span>
          </li>
        ))}
      </ul>
      {home.termed ? <p className="home-tile__termed">{t('termed')}</p> : null}
      {coverage.length > 0 ? (
        <>
          <h3>{t('coverageTitle')}</h3>
          <dl className="home-tile__facts">
            {coverage.map((eligibility) => (
              <div key={eligibility.category}>
                <dt>{categoryName(eligibility.category)}</dt>
                <dd>{wordCoverageStatus(getCoverageStatus(eligibility, now), t, format)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {isIdCardLinkShown(home.idCardEligible, home.termed) ? (
        <p className="home-tile__actions">
          <button
            type="button"
            className="link-button home-tile__action"
            onClick={() => void openResource(API_PATHS.idCardView, (path) => navigate(path))}
          >
            {t('viewIdCard')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </button>{' '}
          {/* The pdf's HTML equivalent (issue 17), for a screen reader or a member who cannot open a pdf. */}
          <Link className="home-tile__action" to={paths.idCardViewOf(home.principal.suffix)}>
            {t('idCardPage')}
          </Link>
        </p>
      ) : null}
    </HomeTile>
  );
}
