import { SESSION_TIMEOUT_TEXTS as TEXTS } from '@dash/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Modal, type ModalAction } from '@/components/modal';
import { paths } from '@/config/paths';
import { getSessionIdleMinutes } from '@/lib/session';
import { keepSession } from '../api/keep-session';
import { useIdleTimeout } from '../hooks/use-idle-timeout';

/**
 * The automatic logoff warning (HIPAA; issue 10 point 10): 2 minutes before the gateway ends an
 * unused session, a modal offers "Stay signed in" (one cheap call that counts as a use) or "Log out".
 * When the time is up the member is logged out, as the gateway has already ended the session.
 */
export function SessionTimeout() {
  const navigate = useNavigate();
  const phase = useIdleTimeout(getSessionIdleMinutes());

  useEffect(() => {
    if (phase === 'ended') void navigate(paths.logout);
  }, [phase, navigate]);

  const handleAction = (action: ModalAction) => {
    if (action === 'secondary') void navigate(paths.logout);
    // Stay, close and Escape all mean the member is here: the call hides the modal once it succeeds.
    else void keepSession().catch(() => undefined);
  };

  return (
    <Modal
      isOpen={phase === 'warning'}
      onOpenChange={() => undefined}
      onAction={handleAction}
      title={TEXTS.title}
      primaryLabel={TEXTS.staySignedIn}
      secondaryLabel={TEXTS.logOut}
    >
      <p>{TEXTS.body}</p>
    </Modal>
  );
}
