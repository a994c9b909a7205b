import { GENERIC_ERROR_TITLE, GENERIC_ERROR_WIDGET_TIPS } from '@dash/domain';
import { paths } from '@/config/paths';

/**
 * The shared generic error widget (document 1 §8): the title, five tips and a Home link to '/'.
 * A plain link, so it also works outside the router and starts the app afresh.
 */
export function GenericError({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-panel" aria-labelledby="generic-error-title">
      <Heading id="generic-error-title">{GENERIC_ERROR_TITLE}</Heading>
      <ul className="tips">
        {GENERIC_ERROR_WIDGET_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <a className="button" href={paths.root}>
        Home
      </a>
    </section>
  );
}
