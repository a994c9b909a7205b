import { CONTACT_TEXTS, type ContactBlock, getContactHours, telHref } from '@dash/domain';

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
              {CONTACT_TEXTS.phone}: <a href={telHref(entry.phone)}>{entry.phone}</a>
            </dd>
          ) : null}
          {entry.email ? (
            <dd>
              {CONTACT_TEXTS.email}: <a href={`mailto:${entry.email}`}>{entry.email}</a>
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
