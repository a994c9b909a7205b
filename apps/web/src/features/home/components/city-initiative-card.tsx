import { CITY_INITIATIVE_TEXTS, type CityInitiativeContacts, formatIsoDate, telHref } from '@dash/domain';
import { HomeTile } from './home-tile';

/**
 * The City of Portland preventive care initiative (document 2 §2, group 10002805): the due date, or,
 * without one, that the information is unavailable with the advocate's phone and e-mail, as links.
 */
export function CityInitiativeCard({
  dueDate,
  contacts,
}: {
  readonly dueDate: string | null;
  readonly contacts: CityInitiativeContacts;
}) {
  return (
    <HomeTile title={CITY_INITIATIVE_TEXTS.title}>
      {dueDate ? (
        <p>{CITY_INITIATIVE_TEXTS.dueDate(formatIsoDate(dueDate))}</p>
      ) : (
        <p>
          {CITY_INITIATIVE_TEXTS.unavailable}{' '}
          <a href={telHref(contacts.advocatePhone)}>{contacts.advocatePhone}</a> {CITY_INITIATIVE_TEXTS.or}{' '}
          <a href={`mailto:${contacts.advocateEmail}`}>{contacts.advocateEmail}</a>.
        </p>
      )}
      <p>
        {CITY_INITIATIVE_TEXTS.customerService}{' '}
        <a href={telHref(contacts.customerServicePhone)}>{contacts.customerServicePhone}</a>.
      </p>
    </HomeTile>
  );
}
