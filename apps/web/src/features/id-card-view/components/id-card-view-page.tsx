import { API_PATHS, type IdCardContent } from '@dash/domain/api';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { openResource } from '@/api/open-resource';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { PhoneNumber } from '@/components/phone-number';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useFormat } from '@/lib/i18n/use-format';
import { parseSuffix, useIdCardContent } from '../api/get-id-card-content';
import { idCardViewTexts } from '../texts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="id-card-view__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One wallet card, front then back, in the order and words the pdf prints them. */
function CardView({ card }: { card: IdCardContent }) {
  const t = idCardViewTexts.useTexts();
  const format = useFormat();
  const headingId = useId();
  return (
    <article className="card id-card-view" aria-labelledby={headingId}>
      <header className="id-card-view__band">
        <h2 id={headingId}>{t('cardHeading', { category: card.category })}</h2>
        <p>{card.brandName}</p>
      </header>
      <section className="stack" aria-label={t('front')}>
        <h3>{t('front')}</h3>
        <dl className="id-card-view__rows">
          <Row label={t('member')}>{card.memberName}</Row>
          <Row label={t('memberId')}>{card.memberId}</Row>
          <Row label={t('group')}>{card.group}</Row>
          <Row label={t('plan')}>{card.plan}</Row>
          <Row label={t('effective')}>
            {card.effectiveDate ? format.date(card.effectiveDate) : t('noDate')}
          </Row>
          {card.pharmacy ? (
            <>
              <Row label={t('rxBin')}>{card.pharmacy.rxBin}</Row>
              <Row label={t('rxPcn')}>{card.pharmacy.rxPcn}</Row>
              <Row label={t('rxGroup')}>{card.pharmacy.rxGroup}</Row>
            </>
          ) : null}
        </dl>
      </section>
      <section className="stack" aria-label={t('back')}>
        <h3>{t('back')}</h3>
        <h4>{t('claimsAddress')}</h4>
        <address className="id-card-view__address">
          {card.claimsAddress.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <h4>{t('phones')}</h4>
        <dl className="id-card-view__rows">
          <Row label={t('customerService')}>
            <PhoneNumber phone={card.phones.customerService} />
          </Row>
          <Row label={t('dashboardHelp')}>
            <PhoneNumber phone={card.phones.dashboardHelp} />
          </Row>
          <Row label={t('tty')}>
            <PhoneNumber phone={card.phones.tty} />
          </Row>
        </dl>
        <p className="id-card-view__notice">{t('notice')}</p>
      </section>
    </article>
  );
}

/**
 * /id-card/{suffix} (issue 17: every pdf has an accessible HTML equivalent): a family member's ID
 * cards as a page, from the same content the pdf is drawn from (GET idCard/content), with print and
 * the pdf beside it. A termed member or a card with nothing on it is 403 and a suffix outside the family
 * 404, shown by the global handling as for the pdf (document 1 §8).
 */
export function IdCardViewPage() {
  const t = idCardViewTexts.useTexts();
  const navigate = useNavigate();
  const suffix = parseSuffix(useParams().suffix);
  const content = useIdCardContent(suffix);
  useDocumentTitle(t('title'));
  if (suffix === null) return <Redirect to={paths.notFound} />;
  if (content.isError) {
    if (content.error instanceof HttpError) return null;
    throw content.error;
  }
  return (
    <PageLayout title={t('title')} intro={t('intro')} busy={content.isPending}>
      {content.isPending ? (
        <ListSkeleton label={t('loading')} rows={2} />
      ) : (
        <>
          <div className="link-list link-list--inline id-card-view__actions">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('print')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void openResource(`${API_PATHS.idCardView}?suffix=${suffix}`, navigate)}
            >
              {t('pdf')}
            </button>
            <Link to={paths.idCard}>{t('backToCards')}</Link>
          </div>
          <ul className="stack id-card-view__cards">
            {content.data.cards.map((card) => (
              <li key={card.category}>
                <CardView card={card} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PageLayout>
  );
}
