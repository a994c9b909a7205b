import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNotificationWaits } from '@/lib/notifications';
import { FallbackBoundary } from './fallback-boundary';

const Snackbar = lazy(async () => ({ default: (await import('./snackbar')).Snackbar }));

/**
 * The snackbar's live region, in the shell from the first paint so that a screen reader announces
 * what enters it; the snackbar itself loads with the first notification, not with every page
 * (issue 37: /login ≤ 120 KB of JavaScript).
 */
export function SnackbarRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenNotificationWaits(() => setWanted(true)), []);
  return (
    <div className="snackbar-region" aria-live="polite">
      {wanted ? (
        <FallbackBoundary fallback={null}>
          <Suspense fallback={null}>
            <Snackbar />
          </Suspense>
        </FallbackBoundary>
      ) : null}
    </div>
  );
}
