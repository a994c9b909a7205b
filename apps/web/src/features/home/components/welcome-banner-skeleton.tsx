import { HOME_TEXTS } from '@dash/domain';

/** The welcome banner's shape while the account loads. */
export function WelcomeBannerSkeleton() {
  return (
    <div className="welcome-banner" role="status" aria-busy="true" aria-label={HOME_TEXTS.loading}>
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
    </div>
  );
}
