import { Link } from 'react-router';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch } from './use-benefits-selection';

/**
 * An empty day's words for a member whose coverage starts later (a member enrolled in December for
 * January, or on the reduced menu, whose Benefits summary asks for today): the day it starts, and a
 * link to the same page as of that day.
 */
export function UpcomingCoverage({ start, suffix }: { readonly start: string; readonly suffix: number }) {
  const { t, format } = useBenefitWords();
  const date = format.date(start);
  return (
    <>
      {t('coverageStarts', { date })}{' '}
      <Link to={selectionSearch(suffix, start)}>{t('benefitsFromStart', { date })}</Link>
    </>
  );
}
