import { firstPagePaths } from '@/config/first-page-paths';
import { commonTexts } from '@/locales/texts';
import { ErrorReference } from './error-reference';

const TIPS = [
  'genericError.tip1',
  'genericError.tip2',
  'genericError.tip3',
  'genericError.tip4',
  'genericError.tip5',
] as const;

/**
 * The shared generic error widget (document 1 §8): the title, five tips and a Home link to '/'.
 * A plain link, so it also works outside the router and starts the app afresh.
 */
export function GenericError({
  headingLevel = 2,
  reference,
}: {
  headingLevel?: 1 | 2;
  /** The reference of the reported error, for the member to read to customer service (issue 36). */
  reference?: string | undefined;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const t = commonTexts.useTexts();
  return (
    <section className="card error-panel" aria-labelledby="generic-error-title">
      <Heading id="generic-error-title">{t('genericError.title')}</Heading>
      <ul className="tips">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      {reference ? <ErrorReference reference={reference} /> : null}
      <a className="button" href={firstPagePaths.root}>
        {t('shell.home')}
      </a>
    </section>
  );
}
