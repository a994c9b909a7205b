import { HOME_TEXTS } from '@dash/domain';

/**
 * /home while its data loads (document 2 §2): the welcome banner's and the tiles' shapes at their final
 * sizes, so nothing below moves when the data arrives; the status says what is happening.
 */
export function HomeSkeleton() {
  return (
    <div className="home home--loading" role="status" aria-label={HOME_TEXTS.loading}>
      <span className="visually-hidden">{HOME_TEXTS.loading}</span>
      <div className="welcome-banner" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--button" />
      </div>
      <div className="home__tiles" aria-hidden="true">
        <div className="home-tile home-tile--placeholder" />
        <div className="home-tile home-tile--placeholder" />
      </div>
      <div className="home-programs home-programs--placeholder" aria-hidden="true" />
    </div>
  );
}
