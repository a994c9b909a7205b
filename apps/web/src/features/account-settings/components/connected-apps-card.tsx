import { SMART_TEXTS as TEXTS } from '@dash/domain';
import type { ConnectedApp } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { connectedAppsQueryOptions, disconnectApp, useConnectedApps } from '../api/connected-apps';
import { SettingsCardSkeleton } from './settings-card-skeleton';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * "Connected apps" (issue 18): every app the member has let read their plan information through the
 * Patient Access API, what it reads, and a way to disconnect it at once.
 */
export function ConnectedAppsCard() {
  const apps = useConnectedApps();
  const queryClient = useQueryClient();
  const [isPending, startTransition] = useTransition();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const disconnect = (app: ConnectedApp) => {
    setNotice(null);
    startTransition(async () => {
      try {
        await disconnectApp(app.grantId);
        setNotice({ type: 'success', text: TEXTS.revoked(app.appName) });
      } catch {
        setNotice({ type: 'error', text: TEXTS.revokeFailed });
      }
      await queryClient.invalidateQueries(connectedAppsQueryOptions());
    });
  };

  if (apps.isPending) return <SettingsCardSkeleton />;
  return (
    <section className="card stack" aria-labelledby="connected-apps" aria-busy={isPending}>
      <h2 id="connected-apps">{TEXTS.connectedAppsTitle}</h2>
      {notice ? (
        <p className={`alert alert--${notice.type}`} role={notice.type === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {apps.isError ? (
        <p className="alert alert--error" role="alert">
          {TEXTS.listFailed}
        </p>
      ) : apps.data.length === 0 ? (
        <p>{TEXTS.connectedAppsEmpty}</p>
      ) : (
        <ul className="stack">
          {apps.data.map((app) => (
            <li key={app.grantId} className="stack">
              <h3>{app.appName}</h3>
              <p>
                {TEXTS.connectedSince} {dateOf(app.connectedOn)}
              </p>
              <ul>
                {app.willRead.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <div>
                <button
                  className="button"
                  type="button"
                  onClick={() => disconnect(app)}
                  disabled={isPending}
                  aria-label={`${TEXTS.revoke} ${app.appName}`}
                >
                  {TEXTS.revoke}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
