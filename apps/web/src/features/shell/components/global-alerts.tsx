import type { AlertContent } from '@dash/domain';
import { Alert } from '@/components/alert';

/** The global alert area (document 1 §2): the not-enrolled warning and any later global alert. */
export function GlobalAlerts({ alerts }: { alerts: readonly AlertContent[] }) {
  if (alerts.length === 0) return null;
  return (
    <div className="global-alerts__list">
      {alerts.map((alert) => (
        <Alert key={alert.title} alert={alert} />
      ))}
    </div>
  );
}
