import {
  getFeaturedLimit,
  getPlanManagementBanner,
  getShortcutPrograms,
  isEbillAlertShown,
  isPrimaryCareTileShown,
  isPrimaryCareUpdateShown,
  isProgramsSectionShown,
} from '@dash/domain';
import type { HomeData, ShellContext } from '@dash/domain/api';
import { useDeferredValue } from 'react';
import { useShell } from '@/api/shell';
import { PageLayout } from '@/components/page-layout';
import { tileCount } from '@/components/tile-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { useHome } from '../api/get-home';
import { homeTexts } from '../texts';
import { CityInitiativeCard } from './city-initiative-card';
import { EbillAlertBanner } from './ebill-alert-banner';
import { FeaturedLimitTile } from './featured-limit-tile';
import { HomeSkeleton } from './home-skeleton';
import { MemberInfoTile } from './member-info-tile';
import { PlanManagementBanner } from './plan-management-banner';
import { PrimaryCareTile } from './primary-care-tile';
import { PrimaryCareUpdateBanner } from './primary-care-update-banner';
import { ProgramsSection } from './programs-section';
import { WelcomeBanner } from './welcome-banner';

/**
 * /home (document 2 §2): GET home and GET shell, fetched side by side; a skeleton until both respond.
 * A failed call is already on screen: the global handling shows its error page (document 1 §8).
 */
export function HomePage() {
  const t = homeTexts.useTexts();
  useDocumentTitle(t('title'));
  const home = useHome();
  const shell = useShell();
  // The loaded page is the visit's largest render. Rendered from deferred values it is a background
  // render, which React splits into short tasks while the skeleton stays: no long task blocks the
  // main thread as the data arrives (issue 16, TBT).
  const homeData = useDeferredValue(home.data);
  const shellData = useDeferredValue(shell.data);
  const failed = [home.error, shell.error].find((error) => error);
  if (failed) {
    if (failed instanceof HttpError) return null;
    throw failed;
  }
  if (!homeData || !shellData) {
    // The same layout as the loaded page, so the placeholder banner sits where the banner will.
    return (
      <PageLayout header={null}>
        <HomeSkeleton />
      </PageLayout>
    );
  }
  return <HomeContent home={homeData} shell={shellData} />;
}

function HomeContent({ home, shell }: { home: HomeData; shell: ShellContext }) {
  const { domainId, cityInitiative } = useBrand();
  const now = new Date();
  const planBanner = getPlanManagementBanner(home.planManagement, now);
  const featuredLimit = getFeaturedLimit(home.defaultAccumulator, domainId);
  const shortcuts = getShortcutPrograms({
    domainId,
    hasEbill: home.ebill?.hasEbill ?? false,
    termed: home.termed,
  });
  const tiles = [
    home.preventiveCare && cityInitiative ? (
      <CityInitiativeCard key="city" dueDate={home.preventiveCare.dueDate} contacts={cityInitiative} />
    ) : null,
    featuredLimit ? <FeaturedLimitTile key="limit" {...featuredLimit} /> : null,
    isPrimaryCareTileShown({ ...shell, domainId }) ? <PrimaryCareTile key="pcp" home={home} /> : null,
    <MemberInfoTile key="member" home={home} now={now} />,
  ];
  return (
    <PageLayout header={<WelcomeBanner home={home} />}>
      <div className="home__banners">
        {isPrimaryCareUpdateShown(home.primaryCareEligibility.eligible, now) ? (
          <PrimaryCareUpdateBanner />
        ) : null}
        {planBanner ? <PlanManagementBanner banner={planBanner} /> : null}
        {home.ebill && isEbillAlertShown(home.ebill, { domainId, termed: home.termed }) ? (
          <EbillAlertBanner ebill={home.ebill} />
        ) : null}
      </div>
      <div className="home__tiles" style={tileCount(tiles)}>
        {tiles}
      </div>
      {isProgramsSectionShown(domainId) ? (
        <ProgramsSection programs={home.featuredPrograms} shortcuts={shortcuts} />
      ) : null}
    </PageLayout>
  );
}
