import { getClaimsFailure, RETRY_BUTTON_ID } from '@dash/domain';
import { Alert } from './alert';

/**
 * A failed load shown in place, for the calls a screen handles itself (document 1 §8): what failed,
 * the status's words, and Retry (a 401 asks for a new sign-in instead).
 */
export function LoadFailure({
  status,
  title,
  onRetry,
}: {
  status: number;
  title: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      alert={getClaimsFailure(status, title)}
      onButton={(id) => {
        if (id === RETRY_BUTTON_ID) onRetry();
      }}
    />
  );
}
