import { getContactBlocks, ACCOUNT_TEXTS as TEXTS } from '@dash/domain';
import { ContactBlockCard } from '@/components/contact-block-card';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';

/** /support/customer-service (document 2 §2): the brand's contact blocks, phones and today's hours. */
export function CustomerServicePage() {
  useDocumentTitle(TEXTS.customerServiceTitle);
  const { domainId } = useBrand();
  const today = new Date();
  return (
    <PageLayout title={TEXTS.customerServiceTitle} intro={TEXTS.customerServiceIntro}>
      <div className="contact-blocks">
        {getContactBlocks(domainId).map((block) => (
          <ContactBlockCard key={block.title} block={block} today={today} />
        ))}
      </div>
    </PageLayout>
  );
}
