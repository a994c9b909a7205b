import { CONTACT_TEXTS, type ContactBlock, getContactHours } from '@dash/domain';
import { PhoneNumber } from '@/components/phone-number';

/** One block of the contact page: its lines, each with phone or email and the hours of the day (document 1 §2). */
export function ContactBlockCard({ block, today }: { block: ContactBlock; today: Date }) {
  return (
    <section className="card stack contact-block" aria-label={block.title}>
      <h2>{block.title}</h2>
      {block.entries.map((entry) => (
        <dl key={entry.label} className="contact-block__entry">
          <dt>{entry.label}</dt>
          {entry.phone ? (
            <dd>
              {CONTACT_TEXTS.phone}: <PhoneNumber phone={entry.phone} />
            </dd>
          ) : null}
          {entry.email ? (
            <dd>
              {CONTACT_TEXTS.email}:{' '}
              <a className="email-address" href={`mailto:${entry.email}`}>
                {entry.email}
              </a>
            </dd>
          ) : null}
          {entry.hours ? (
            <dd>
              {CONTACT_TEXTS.hours}: {getContactHours(entry.hours, today).text}
            </dd>
          ) : null}
        </dl>
      ))}
    </section>
  );
}
