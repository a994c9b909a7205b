import { getBrand } from '@dash/domain';
import type { AccountSession } from '@dash/domain/api';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { accountAccessTexts } from '../texts';
import { useFormatDateTime } from './use-format-date-time';

interface SessionCardProps {
  readonly session: AccountSession;
  /** False in a staff session: it may read, never end. */
  readonly canEnd: boolean;
  readonly ending: boolean;
  readonly onEnd: (session: AccountSession) => void;
}

/** One open sign-in: when, the brand, device and browser; "End this session", or Log out for this one. */
export function SessionCard({ session, canEnd, ending, onEnd }: SessionCardProps) {
  const t = accountAccessTexts.useTexts();
  const formatDateTime = useFormatDateTime();
  const browser = session.browser ?? t('unknownBrowser');
  const device = session.device ?? t('unknownDevice');
  const headingId = `session-${session.sessionId}`;
  return (
    <li className="card stack">
      <h3 id={headingId} className="access-card__title">
        {browser} · {device}
      </h3>
      {session.current ? <p className="status-badge">{t('current')}</p> : null}
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>{t('signedInAt')}</dt>
          <dd>{formatDateTime(session.signedInAt)}</dd>
        </div>
        <div className="fact-list__row">
          <dt>{t('lastUsedAt')}</dt>
          <dd>{formatDateTime(session.lastUsedAt)}</dd>
        </div>
        {session.domainId !== null ? (
          <div className="fact-list__row">
            <dt>{t('brand')}</dt>
            <dd>{getBrand(session.domainId).name}</dd>
          </div>
        ) : null}
        <div className="fact-list__row">
          <dt>{t('device')}</dt>
          <dd>{device}</dd>
        </div>
        <div className="fact-list__row">
          <dt>{t('browser')}</dt>
          <dd>{browser}</dd>
        </div>
      </dl>
      {canEnd ? (
        <div>
          {session.current ? (
            <Link className="button" to={paths.logout}>
              {t('logOutCurrent')}
            </Link>
          ) : (
            <button
              className="button"
              type="button"
              disabled={ending}
              aria-label={t('endSessionLabel', { browser, device })}
              onClick={() => onEnd(session)}
            >
              {t('endSession')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
