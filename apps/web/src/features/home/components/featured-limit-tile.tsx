import { MENU_ROUTES } from '@dash/domain';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/use-format';
import { homeTexts } from '../texts';
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
  const t = homeTexts.useTexts();
  const format = useFormat();
  const used = t('limitUsed', { percent });
  return (
    <HomeTile title={t('limitTitle')}>
      <p className="featured-limit__amount">
        <span className="featured-limit__remaining">
          {t('limitRemaining', { amount: format.money(remaining) })}
        </span>
        <span className="featured-limit__type">{limitType}</span>
      </p>
      <div className="featured-limit__progress">
        <div
          className="progress__track"
          role="progressbar"
          aria-label={t('limitProgressLabel', { limitType })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={used}
        >
          <div className="progress__fill" style={{ width: `${percent}%` }} />
        </div>
        {/* Read once, as the progress bar's value text. */}
        <p aria-hidden="true">{used}</p>
      </div>
      <Link className="home-tile__action" to={MENU_ROUTES.benefitsDental}>
        {t('limitLink')}
      </Link>
    </HomeTile>
  );
}
