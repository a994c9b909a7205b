import { getPrimaryCareTile, MENU_ROUTES, primaryCareRouteFor } from '@dash/domain';
import type { HomeData } from '@dash/domain/api';
import { useId } from 'react';
import { Link } from 'react-router';
import { homeTexts } from '../texts';
import { HomeTile } from './home-tile';

/**
 * The primary-care tile (document 2 §2, §6): the member's own selection, and the eligible family
 * members without one, each a link to choose for them.
 */
export function PrimaryCareTile({ home }: { home: HomeData }) {
  const t = homeTexts.useTexts();
  const chooseId = useId();
  const { selection, membersToSelect } = getPrimaryCareTile({
    members: home.members,
    ownSelection: home.primaryCareSelection,
    membersWithSelection: home.membersWithPrimaryCare,
    eligibility: home.primaryCareEligibility,
  });
  return (
    <HomeTile title={t('primaryCareTitle')}>
      {selection ? (
        <dl className="home-tile__facts home-tile__facts--stacked">
          <div>
            <dt>{t('primaryCareYourProvider')}</dt>
            <dd>
              {selection.providerName}
              {selection.providerTitle ? `, ${selection.providerTitle}` : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t('primaryCareNoProvider')}</p>
      )}
      {membersToSelect.length > 0 ? (
        <>
          <p id={chooseId}>{t('primaryCareChooseFor')}</p>
          <ul className="home-tile__links" aria-labelledby={chooseId}>
            {membersToSelect.map((member) => (
              <li key={member.memberKey}>
                <Link to={primaryCareRouteFor(member.memberSuffix)}>
                  {member.firstName} {member.lastName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="home-tile__action" to={MENU_ROUTES.primaryCare}>
        {t('primaryCareManage')}
      </Link>
    </HomeTile>
  );
}
