import { homeTexts } from '../texts';

/**
 * /home while its data loads (document 2 §2): the welcome banner's and the tiles' shapes at their final
 * sizes, so nothing below moves when the data arrives; the status says what is happening.
 */
export function HomeSkeleton() {
  const t = homeTexts.useTexts();
  return (
    <div className="home home--loading" role="status" aria-label={t('loading')}>
      <span className="visually-hidden">{t('loading')}</span>
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
