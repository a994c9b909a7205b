import type { ConnectedApp } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { connectedAppsQueryOptions, disconnectApp, useConnectedApps } from '../api/connected-apps';
import { accountSettingsTexts } from '../texts';
import { SettingsCardSkeleton } from './settings-card-skeleton';

/** The day an app was connected, written out ("January 15, 2026", "15 de enero de 2026"). */
const longDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * "Connected apps" (issue 18): every app the member has let read their plan information through the
 * Patient Access API, what it reads, and a way to disconnect it at once.
 */
export function ConnectedAppsCard() {
  const t = accountSettingsTexts.useTexts();
  const { locale } = useFormat();
  const apps = useConnectedApps();
  const queryClient = useQueryClient();
  const [isPending, startTransition] = useTransition();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const disconnect = (app: ConnectedApp) => {
    setNotice(null);
    startTransition(async () => {
      try {
        await disconnectApp(app.grantId);
        setNotice({ type: 'success', text: t('revoked', { appName: app.appName }) });
      } catch {
        setNotice({ type: 'error', text: t('revokeFailed') });
      }
      await queryClient.invalidateQueries(connectedAppsQueryOptions());
    });
  };

  if (apps.isPending) return <SettingsCardSkeleton />;
  return (
    <section className="card stack" aria-labelledby="connected-apps" aria-busy={isPending}>
      <h2 id="connected-apps">{t('connectedAppsTitle')}</h2>
      {notice ? (
        <p className={`alert alert--${notice.type}`} role={notice.type === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      {apps.isError ? (
        <p className="alert alert--error" role="alert">
          {t('listFailed')}
        </p>
      ) : apps.data.length === 0 ? (
        <p>{t('connectedAppsEmpty')}</p>
      ) : (
        <ul className="stack">
          {apps.data.map((app) => (
            <li key={app.grantId} className="stack">
              <h3>{app.appName}</h3>
              <p>{t('connectedSince', { date: longDate(app.connectedOn, locale) })}</p>
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
                  aria-label={t('revokeApp', { appName: app.appName })}
                >
                  {t('revoke')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
