import { type CityInitiativeContacts, telHref } from '@dash/domain';
import { Trans } from '@lingui/react';
import { useFormat } from '@/lib/i18n/use-format';
import { homeTexts } from '../texts';
import { HomeTile } from './home-tile';

/**
 * The City of Portland preventive care initiative (document 2 §2, group 10002805): the due date, or,
 * without one, that the information is unavailable with the advocate's phone and e-mail, as links.
 * Each link's own text only satisfies the linter: <Trans> puts the message's words inside it.
 */
export function CityInitiativeCard({
  dueDate,
  contacts,
}: {
  readonly dueDate: string | null;
  readonly contacts: CityInitiativeContacts;
}) {
  const t = homeTexts.useTexts();
  const format = useFormat();
  return (
    <HomeTile title={t('cityTitle')}>
      {dueDate ? (
        <p>{t('cityDueDate', { date: format.date(dueDate) })}</p>
      ) : (
        <p>
          <Trans
            id={homeTexts.id('cityUnavailable')}
            values={{ phone: contacts.advocatePhone, email: contacts.advocateEmail }}
            components={{
              0: <a href={telHref(contacts.advocatePhone)}>{contacts.advocatePhone}</a>,
              1: <a href={`mailto:${contacts.advocateEmail}`}>{contacts.advocateEmail}</a>,
            }}
          />
        </p>
      )}
      <p>
        <Trans
          id={homeTexts.id('cityCustomerService')}
          values={{ phone: contacts.customerServicePhone }}
          components={{
            0: <a href={telHref(contacts.customerServicePhone)}>{contacts.customerServicePhone}</a>,
          }}
        />
      </p>
    </HomeTile>
  );
}
