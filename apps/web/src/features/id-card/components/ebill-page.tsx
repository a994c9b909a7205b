import { PARTNER } from '@dash/domain';
import { Alert } from '@/components/alert';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { useEbillFlag } from '../api/get-ebill-flag';
import { useEbillLink } from '../api/get-ebill-link';
import { useRegisterEbillUser } from '../api/register-ebill-user';
import { idCardTexts } from '../texts';

function EbillSkeleton() {
  const t = idCardTexts.useTexts();
  return (
    <div className="stack" role="status" aria-label={t('ebillLoading')}>
      <span className="visually-hidden">{t('ebillLoading')}</span>
      <span className="skeleton skeleton--line" aria-hidden="true" />
      <span className="skeleton skeleton--button" aria-hidden="true" />
    </div>
  );
}

/** The eBill page's content: asks the gateway only off the partner brand (document 2 §1: no eBill calls there). */
function EbillContent() {
  const t = idCardTexts.useTexts();
  const registered = useEbillFlag('ebillRegistered');
  const alert = useEbillFlag('showEbillAlert');
  // No eBill, a termed member: the link responds 404 and the member goes to /error/404 (document 1 §8).
  const link = useEbillLink();
  const register = useRegisterEbillUser();
  for (const query of [registered, alert, link]) {
    if (query.isError) {
      if (query.error instanceof HttpError) return null;
      throw query.error;
    }
  }
  if (registered.data === undefined || alert.data === undefined || link.data === undefined) {
    return <EbillSkeleton />;
  }
  return (
    <div className="stack">
      {alert.data ? (
        <Alert
          alert={{ type: 'info', title: t('ebillTitle'), content: t('ebillAlert'), canDismiss: false }}
        />
      ) : null}
      <p>{t(registered.data ? 'ebillRegistered' : 'ebillNotRegistered')}</p>
      <ul className="link-list link-list--inline">
        <li>
          <ExternalLink className="button button--primary" href={link.data.url} note={t('opensInNewTab')}>
            {t('ebillOpen')}
          </ExternalLink>
        </li>
        {registered.data ? null : (
          <li>
            <button
              type="button"
              className="button"
              disabled={register.isPending}
              onClick={() => register.mutate()}
            >
              {t('ebillRegister')}
            </button>
          </li>
        )}
      </ul>
      <div role="status" aria-live="polite">
        {register.isSuccess ? <p>{t('ebillRegisteredNow')}</p> : null}
      </div>
    </div>
  );
}

/**
 * /account/ebill (document 2 §2 Account, §6, §7): the eBill state and the link to the eBill system.
 * Never on the partner brand (/error/404 there, without a call); no eBill or termed: /error/404.
 */
export function EbillPage() {
  const t = idCardTexts.useTexts();
  useDocumentTitle(t('ebillTitle'));
  const brand = useBrand();
  if (brand.domainId === PARTNER) return <Redirect to={paths.notFound} />;
  return (
    <PageLayout title={t('ebillTitle')} intro={t('ebillIntro')}>
      <EbillContent />
    </PageLayout>
  );
}
