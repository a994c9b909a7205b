import { useBrand } from '@/lib/brand';
import { commonTexts } from '@/locales/texts';
import { PhoneNumber } from './phone-number';

/**
 * The brand's customer-service number, beside a text of the specification that asks the member to
 * call without saying the number (issue 9); the same number the contact page lists (brand data).
 */
export function CustomerServiceLine() {
  const { customerServicePhone } = useBrand();
  const t = commonTexts.useTexts();
  return (
    <p className="customer-service-line">
      {t('shell.customerService')} <PhoneNumber phone={customerServicePhone} />
    </p>
  );
}
