import { type ContactBlock, getContactHours } from '@dash/domain';
import { PhoneNumber } from '@/components/phone-number';
import { useContactWords } from '@/locales/contact-words';
import { commonTexts } from '@/locales/texts';

/** One block of the contact page: its lines, each with phone or email and the hours of the day (document 1 §2). */
export function ContactBlockCard({ block, today }: { block: ContactBlock; today: Date }) {
  const t = commonTexts.useTexts();
  const words = useContactWords();
  return (
    <section className="card stack contact-block" aria-label={words(block.title)}>
      <h2>{words(block.title)}</h2>
      {block.entries.map((entry) => (
        <dl key={entry.label} className="contact-block__entry">
          <dt>{words(entry.label)}</dt>
          {entry.phone ? (
            <dd>
              {t('contact.phone')}: <PhoneNumber phone={entry.phone} />
            </dd>
          ) : null}
          {entry.email ? (
            <dd>
              {t('contact.email')}:{' '}
              <a className="email-address" href={`mailto:${entry.email}`}>
                {entry.email}
              </a>
            </dd>
          ) : null}
          {entry.hours ? (
            <dd>
              {t('contact.hours')}: {words(getContactHours(entry.hours, today).text)}
            </dd>
          ) : null}
        </dl>
      ))}
    </section>
  );
}
