import { getDigitalCommunicationsPolicy, type PolicySectionId } from '@dash/domain';
import { useId } from 'react';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { useFormat } from '@/lib/i18n/use-format';
import { type PolicyKey, policyTexts } from '../texts';

/** Each section's heading and paragraphs in the catalogue; the domain says which sections a brand has. */
const SECTION_KEYS: Readonly<
  Record<PolicySectionId, { heading: PolicyKey; paragraphs: readonly PolicyKey[] }>
> = {
  sent: { heading: 'sent.heading', paragraphs: ['sent.p1', 'sent.p2'] },
  medicareDocuments: {
    heading: 'medicareDocuments.heading',
    paragraphs: ['medicareDocuments.p1', 'medicareDocuments.p2'],
  },
  administrator: { heading: 'administrator.heading', paragraphs: ['administrator.p1'] },
  choices: { heading: 'choices.heading', paragraphs: ['choices.p1', 'choices.p2', 'choices.p3'] },
  details: { heading: 'details.heading', paragraphs: ['details.p1', 'details.p2'] },
  needs: { heading: 'needs.heading', paragraphs: ['needs.p1'] },
  questions: { heading: 'questions.heading', paragraphs: ['questions.p1'] },
};

/**
 * The brand's digital communications policy, the one a member agrees to on /registration-policies
 * (document 1 §2, §5). Public, so it opens with a sign-in in progress, or with none at all.
 */
export function DigitalCommunicationsPolicyPage() {
  const { domainId } = useBrand();
  const t = policyTexts.useTexts();
  const format = useFormat();
  const policy = getDigitalCommunicationsPolicy(domainId);
  const title = t('title');
  useDocumentTitle(title);
  const idPrefix = useId();
  const values = { name: policy.brandName, phone: policy.phone };
  return (
    <PageLayout
      title={title}
      intro={t('effective', { date: format.date(policy.effectiveDate) })}
      width="narrow"
    >
      <p>{t(policy.medicareAdvantage ? 'introMedicareAdvantage' : 'intro', values)}</p>
      {policy.sections.map((section, index) => {
        const keys = SECTION_KEYS[section.id];
        return (
          <section key={section.id} className="stack" aria-labelledby={`${idPrefix}-${index}`}>
            <h2 id={`${idPrefix}-${index}`}>{t(keys.heading)}</h2>
            {keys.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, values)}</p>
            ))}
          </section>
        );
      })}
    </PageLayout>
  );
}
