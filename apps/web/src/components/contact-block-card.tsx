import { type ContactBlock, getContactHours } from '@dash/domain';
import { useContactWords } from '@/components/contact-words';
import { PhoneNumber } from '@/components/phone-number';
import { componentTexts } from '@/components/texts';

/** One block of the contact page: its lines, each with phone or email and the hours of the day (document 1 §2). */
export function ContactBlockCard({ block, today }: { block: ContactBlock; today: Date }) {
  const t = componentTexts.useTexts();
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
