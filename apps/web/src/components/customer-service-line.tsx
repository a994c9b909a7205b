import { CUSTOMER_SERVICE_TEXTS } from '@dash/domain';
import { useBrand } from '@/lib/brand';
import { PhoneNumber } from './phone-number';

/**
 * The brand's customer-service number, beside a text of the specification that asks the member to
 * call without saying the number (issue 9); the same number the contact page lists (brand data).
 */
export function CustomerServiceLine() {
  const { customerServicePhone } = useBrand();
  return (
    <p className="customer-service-line">
      {CUSTOMER_SERVICE_TEXTS.callCustomerService} <PhoneNumber phone={customerServicePhone} />
    </p>
  );
}
