import { telHref } from '@dash/domain';

/**
 * A phone number as a tel: link that never breaks inside the number (issue 9: '1-555-010-' / '2805'):
 * the rule lives on every tel: link in shell.css, so numbers written as plain links are kept whole too.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <a className="phone-number" href={telHref(phone)}>
      {phone}
    </a>
  );
}
