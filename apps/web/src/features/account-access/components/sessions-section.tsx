import type { AccountSession } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { endSession } from '../api/end-session';
import { accountAccessQueryOptions } from '../api/get-account-access';
import { accountAccessTexts } from '../texts';
import { SessionCard } from './session-card';

/**
 * "Where you are signed in": each open session of the account, the current one marked; ending another
 * asks the gateway, then reads the list again, so what shows is what the gateway holds.
 */
export function SessionsSection({
  sessions,
  canEndSessions,
}: {
  sessions: readonly AccountSession[];
  canEndSessions: boolean;
}) {
  const t = accountAccessTexts.useTexts();
  const queryClient = useQueryClient();
  const [isPending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<'ended' | 'failed' | null>(null);

  const handleEnd = (session: AccountSession) => {
    setOutcome(null);
    startTransition(async () => {
      try {
        await endSession(session.sessionId);
        await queryClient.invalidateQueries({ queryKey: accountAccessQueryOptions().queryKey });
        setOutcome('ended');
      } catch {
        setOutcome('failed');
      }
    });
  };

  const others = sessions.filter((session) => !session.current);
  return (
    <section className="stack" aria-labelledby="access-sessions">
      <h2 id="access-sessions">{t('sessionsHeading')}</h2>
      <p>{t('sessionsIntro')}</p>
      {canEndSessions ? null : <p>{t('staffCannotEnd')}</p>}
      <div aria-live="polite">
        {outcome === 'ended' ? <p className="alert alert--success">{t('sessionEnded')}</p> : null}
      </div>
      <ErrorNotice message={outcome === 'failed' ? t('endFailed') : null} />
      <ul className="access-list stack">
        {sessions.map((session) => (
          <SessionCard
            key={session.sessionId}
            session={session}
            canEnd={canEndSessions}
            ending={isPending}
            onEnd={handleEnd}
          />
        ))}
      </ul>
      {others.length === 0 ? <p>{t('noOtherSessions')}</p> : null}
    </section>
  );
}
