import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { accountTexts } from '../texts';

/** /account/support, the Help center (document 1 §2 settings menu): the ways to get help. */
export function HelpCenterPage() {
  const t = accountTexts.useTexts();
  useDocumentTitle(t('helpCenterTitle'));
  return (
    <PageLayout title={t('helpCenterTitle')} intro={t('helpCenterIntro')}>
      <section className="card stack" aria-labelledby="help-center-contact">
        <h2 id="help-center-contact">{t('customerServiceTitle')}</h2>
        <p>{t('customerServiceIntro')}</p>
        <ul className="link-list">
          <li>
            <Link to={paths.customerService}>{t('contactCustomerService')}</Link>
          </li>
          <li>
            <Link to={paths.contactUs}>{t('contactUs')}</Link>
          </li>
        </ul>
      </section>
    </PageLayout>
  );
}
