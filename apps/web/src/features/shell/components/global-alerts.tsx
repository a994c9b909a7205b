import { type AlertContent, NOT_ENROLLED_ALERT } from '@dash/domain';
import { Alert } from '@/components/alert';
import { CustomerServiceLine } from '@/components/customer-service-line';
import { componentTexts } from '@/components/texts';

/**
 * The global alert area (document 1 §2): the not-enrolled warning and any later global alert, with
 * the brand's customer-service number when the alert's text asks the member to call.
 */
export function GlobalAlerts({ alerts }: { alerts: readonly AlertContent[] }) {
  const t = componentTexts.useTexts();
  if (alerts.length === 0) return null;
  // The rule hands out the domain's English alert; its words come from the catalogue.
  const shown = alerts.map((alert) =>
    alert === NOT_ENROLLED_ALERT
      ? { ...alert, title: t('notEnrolled.title'), content: t('notEnrolled.content') }
      : alert,
  );
  return (
    <div className="global-alerts__list">
      {shown.map((alert) => (
        <Alert key={alert.title} alert={alert}>
          {alert.pointsToCustomerService ? <CustomerServiceLine /> : null}
        </Alert>
      ))}
    </div>
  );
}
