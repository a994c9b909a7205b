import { getContactBlocks } from '@dash/domain';
import { ContactBlockCard } from '@/components/contact-block-card';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { accountTexts } from '../texts';

/** /support/customer-service (document 2 §2): the brand's contact blocks, phones and today's hours. */
export function CustomerServicePage() {
  const t = accountTexts.useTexts();
  useDocumentTitle(t('customerServiceTitle'));
  const { domainId } = useBrand();
  const today = new Date();
  return (
    <PageLayout title={t('customerServiceTitle')} intro={t('customerServiceIntro')}>
      <div className="contact-blocks">
        {getContactBlocks(domainId).map((block) => (
          <ContactBlockCard key={block.title} block={block} today={today} />
        ))}
      </div>
    </PageLayout>
  );
}
