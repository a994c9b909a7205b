import { getContactBlocks, telHref } from '@dash/domain';
import { Trans } from '@lingui/react';
import { Link, useLoaderData } from 'react-router';
import { ContactBlockCard } from '@/components/contact-block-card';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { useVisitorTokens } from '@/lib/session';
import type { ContactUsData } from '../contact-us-data';
import { contactUsTexts } from '../texts';
import { HolidayCalendar } from './holiday-calendar';

/**
 * /contact-us (document 1 §2): public; the brand's blocks, their hours for today, the city
 * preventive-care initiative's customer-service phone on the brand that has that group, and the holiday
 * calendar. 'Back to login' is for a visitor; a signed-in member goes back home instead (issue 9).
 */
export function ContactUsPage() {
  const t = contactUsTexts.useTexts();
  useDocumentTitle(t('title'));
  const { domainId, cityInitiative } = useBrand();
  const { calendar, sanitizedOnServer, today } = useLoaderData<ContactUsData>();
  const signedIn = useVisitorTokens().session;
  return (
    <PageLayout
      title={t('title')}
      lead={
        <p className="page-layout__lead">
          {signedIn ? (
            <Link to={paths.home}>{t('backToHome')}</Link>
          ) : (
            <Link to={paths.login}>{t('backToLogin')}</Link>
          )}
        </p>
      }
    >
      <div className="contact-blocks">
        {getContactBlocks(domainId).map((block) => (
          <ContactBlockCard key={block.title} block={block} today={today} />
        ))}
      </div>
      {cityInitiative ? (
        <p>
          <Trans
            id={contactUsTexts.id('cityCustomerService')}
            values={{ phone: cityInitiative.customerServicePhone }}
            components={{
              0: (
                <a href={telHref(cityInitiative.customerServicePhone)}>
                  {cityInitiative.customerServicePhone}
                </a>
              ),
            }}
          />
        </p>
      ) : null}
      <HolidayCalendar calendar={calendar} sanitizedOnServer={sanitizedOnServer} />
    </PageLayout>
  );
}
