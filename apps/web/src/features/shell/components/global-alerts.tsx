import type { AlertContent } from '@dash/domain';
import { Alert } from '@/components/alert';
import { CustomerServiceLine } from '@/components/customer-service-line';

/**
 * The global alert area (document 1 §2): the not-enrolled warning and any later global alert, with
 * the brand's customer-service number when the alert's text asks the member to call.
 */
export function GlobalAlerts({ alerts }: { alerts: readonly AlertContent[] }) {
  if (alerts.length === 0) return null;
  return (
    <div className="global-alerts__list">
      {alerts.map((alert) => (
        <Alert key={alert.title} alert={alert}>
          {alert.pointsToCustomerService ? <CustomerServiceLine /> : null}
        </Alert>
      ))}
    </div>
  );
}
