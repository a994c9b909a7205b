import { CONTACT_TEXTS, getContactBlocks } from '@dash/domain';
import { Link, useLoaderData } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import type { ContactUsData } from '../contact-us-data';
import { ContactBlockCard } from './contact-block-card';
import { HolidayCalendar } from './holiday-calendar';

/** /contact-us (document 1 §2): public; the brand's blocks, their hours for today, and the holiday calendar. */
export function ContactUsPage() {
  useDocumentTitle(CONTACT_TEXTS.title);
  const { domainId } = useBrand();
  const { calendar, today } = useLoaderData<ContactUsData>();
  return (
    <section className="page stack">
      <p>
        <Link to={paths.login}>{CONTACT_TEXTS.backToLogin}</Link>
      </p>
      <h1>{CONTACT_TEXTS.title}</h1>
      <div className="contact-blocks">
        {getContactBlocks(domainId).map((block) => (
          <ContactBlockCard key={block.title} block={block} today={today} />
        ))}
      </div>
      <HolidayCalendar calendar={calendar} />
    </section>
  );
}
