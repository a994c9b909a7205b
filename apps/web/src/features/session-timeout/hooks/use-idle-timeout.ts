import { IDLE_WARNING_MS, SESSION_TOUCH_INTERVAL_MS } from '@dash/domain';
import { useEffect, useState } from 'react';
import { getSessionIdleMinutes } from '@/lib/session';
import { getSessionLastUsedAt, onSessionUsed } from '@/lib/session-activity';

export type IdlePhase = 'active' | 'warning' | 'ended';

/**
 * Where the session stands against the gateway's idle limit (issue 10 point 10): 'warning' from
 * 2 minutes before the end, 'ended' once the gateway has ended it. Every successful call with the
 * session token starts the count again. The gateway may have seen the last use up to its touch
 * interval earlier, so the end is counted from there. The session's limit is read from the browser's
 * storage once it runs, never while rendering: a server render has no storage (decision 053).
 */
export function useIdleTimeout(): IdlePhase {
  const [phase, setPhase] = useState<IdlePhase>('active');
  useEffect(() => {
    const idleMinutes = getSessionIdleMinutes();
    let timers: ReturnType<typeof setTimeout>[] = [];
    const schedule = () => {
      for (const timer of timers) clearTimeout(timer);
      setPhase('active');
      const endsAt = getSessionLastUsedAt() + idleMinutes * 60_000 - SESSION_TOUCH_INTERVAL_MS;
      const untilEnd = endsAt - Date.now();
      timers = [
        setTimeout(() => setPhase('warning'), Math.max(0, untilEnd - IDLE_WARNING_MS)),
        setTimeout(() => setPhase('ended'), Math.max(0, untilEnd)),
      ];
    };
    schedule();
    const stop = onSessionUsed(schedule);
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return phase;
}
