import { CONTACT_TEXTS, ACCOUNT_TEXTS as TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/support, the Help center (document 1 §2 settings menu): the ways to get help. */
export function HelpCenterPage() {
  useDocumentTitle(TEXTS.helpCenterTitle);
  return (
    <PageLayout title={TEXTS.helpCenterTitle} intro={TEXTS.helpCenterIntro}>
      <section className="card stack" aria-labelledby="help-center-contact">
        <h2 id="help-center-contact">{TEXTS.customerServiceTitle}</h2>
        <p>{TEXTS.customerServiceIntro}</p>
        <ul className="link-list">
          <li>
            <Link to={paths.customerService}>{TEXTS.contactCustomerService}</Link>
          </li>
          <li>
            <Link to={paths.contactUs}>{CONTACT_TEXTS.title}</Link>
          </li>
        </ul>
      </section>
    </PageLayout>
  );
}
