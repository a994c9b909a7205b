import { tileCount } from '@/components/tile-grid';
import { homeTexts } from '../texts';

/** Two tiles' places, as most members' home has (each column as wide as the page's will be). */
const PLACEHOLDERS = [
  <div key="first" className="home-tile home-tile--placeholder" />,
  <div key="second" className="home-tile home-tile--placeholder" />,
];

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
      <div className="home__tiles" aria-hidden="true" style={tileCount(PLACEHOLDERS)}>
        {PLACEHOLDERS}
      </div>
      <div className="home-programs home-programs--placeholder" aria-hidden="true" />
    </div>
  );
}
