import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { keepSession } from '../api/keep-session';
import { useIdleTimeout } from '../hooks/use-idle-timeout';

const IdleWarningModal = lazy(async () => ({
  default: (await import('./idle-warning-modal')).IdleWarningModal,
}));

/**
 * The automatic logoff warning (HIPAA; issue 10 point 10): 2 minutes before the gateway ends an
 * unused session, a modal offers "Stay signed in" (one cheap call that counts as a use, which closes
 * it) or "Log out". When the time is up the member is logged out: the gateway has ended the session.
 */
export function SessionTimeout() {
  const navigate = useNavigate();
  const phase = useIdleTimeout();

  useEffect(() => {
    if (phase === 'ended') void navigate(paths.logout);
  }, [phase, navigate]);

  if (phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningModal
        onStay={() => void keepSession().catch(() => undefined)}
        onLogOut={() => void navigate(paths.logout)}
      />
    </Suspense>
  );
}
