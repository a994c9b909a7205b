import { formatIsoDate, getDigitalCommunicationsPolicy, POLICY_PAGE_TEXTS } from '@dash/domain';
import { useId } from 'react';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';

/**
 * The brand's digital communications policy, the one a member agrees to on /registration-policies
 * (document 1 §2, §5). Public, so it opens with a sign-in in progress, or with none at all.
 */
export function DigitalCommunicationsPolicyPage() {
  const { domainId } = useBrand();
  const policy = getDigitalCommunicationsPolicy(domainId);
  useDocumentTitle(policy.title);
  const idPrefix = useId();
  return (
    <PageLayout
      title={policy.title}
      intro={`${POLICY_PAGE_TEXTS.effective} ${formatIsoDate(policy.effectiveDate)}`}
      width="narrow"
    >
      <p>{policy.intro}</p>
      {policy.sections.map((section, index) => (
        <section key={section.heading} className="stack" aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </PageLayout>
  );
}
