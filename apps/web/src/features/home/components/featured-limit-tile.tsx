import { FEATURED_LIMIT_TEXTS, MENU_ROUTES } from '@dash/domain';
import { Link } from 'react-router';
import { HomeTile } from './home-tile';

interface FeaturedLimitTileProps {
  readonly limitType: string;
  /** Cents. */
  readonly remaining: number;
  readonly percent: number;
}

/**
 * The featured-limit tile (document 2 §2, partner brand): the remaining USD amount and the limit type;
 * larger screens also show the progress percentage (the stylesheet hides it on phones).
 */
export function FeaturedLimitTile({ limitType, remaining, percent }: FeaturedLimitTileProps) {
  return (
    <HomeTile title={FEATURED_LIMIT_TEXTS.title}>
      <p className="featured-limit__amount">
        <span className="featured-limit__remaining">{FEATURED_LIMIT_TEXTS.remaining(remaining)}</span>
        <span className="featured-limit__type">{limitType}</span>
      </p>
      <div className="featured-limit__progress">
        <div
          className="progress__track"
          role="progressbar"
          aria-label={FEATURED_LIMIT_TEXTS.progressLabel(limitType)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={FEATURED_LIMIT_TEXTS.used(percent)}
        >
          <div className="progress__fill" style={{ width: `${percent}%` }} />
        </div>
        {/* Read once, as the progress bar's value text. */}
        <p aria-hidden="true">{FEATURED_LIMIT_TEXTS.used(percent)}</p>
      </div>
      <Link className="home-tile__action" to={MENU_ROUTES.benefitsDental}>
        {FEATURED_LIMIT_TEXTS.link}
      </Link>
    </HomeTile>
  );
}
