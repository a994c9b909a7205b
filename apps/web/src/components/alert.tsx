import type { AlertContent } from '@dash/domain';
import type { ReactNode } from 'react';
import { commonTexts } from '@/locales/texts';

interface AlertProps {
  readonly alert: AlertContent;
  readonly onDismiss?: () => void;
  readonly onButton?: (id: string) => void;
  /** More for the body, after the content (e.g. the number its text asks the member to call). */
  readonly children?: ReactNode;
}

/**
 * The alert widget (document 1 §3): info, success, warning or error, with title, content, links and
 * buttons; a dismiss control only when canDismiss. Errors interrupt (role alert); the rest are polite.
 */
export function Alert({ alert, onDismiss, onButton, children }: AlertProps) {
  const t = commonTexts.useTexts();
  return (
    <div
      className={`alert alert--${alert.type}`}
      role={alert.type === 'error' ? 'alert' : 'status'}
      data-type={alert.type}
    >
      <div className="alert__body">
        <p className="alert__title">{alert.title}</p>
        <p className="alert__content">{alert.content}</p>
        {children}
        {alert.links && alert.links.length > 0 ? (
          <ul className="alert__links">
            {alert.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {alert.buttons && alert.buttons.length > 0 ? (
          <div className="alert__buttons">
            {alert.buttons.map((button) => (
              <button key={button.id} type="button" className="button" onClick={() => onButton?.(button.id)}>
                {button.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {alert.canDismiss ? (
        <button
          type="button"
          className="alert__dismiss"
          aria-label={t('alert.dismiss', { title: alert.title })}
          onClick={onDismiss}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
