import { type LoginErrorCode, pointsToCustomerService } from '@dash/domain';
import { Link } from 'react-router';
import { CustomerServiceLine } from '@/components/customer-service-line';
import { firstPagePaths } from '@/config/first-page-paths';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { loginTexts } from '../texts';

const ATTEMPTS_REMAINING: LoginErrorCode = 'LOGIN_ATTEMPTS_REMAINING';

/** The catalogue's words for each failure the gateway names (document 1 §8); any other is unrecognized. */
const MESSAGE_OF_CODE: Readonly<Record<LoginErrorCode, Parameters<typeof loginTexts.t>[0]>> = {
  LOGIN_ATTEMPTS_REMAINING: 'errorAttemptsRemaining',
  ACCOUNT_LOCKED: 'errorLocked',
  LOGIN_FAILED: 'errorUnrecognized',
};

function messageKey(code: string | undefined, attemptsRemaining: number | undefined) {
  if (code === ATTEMPTS_REMAINING && attemptsRemaining === undefined) return MESSAGE_OF_CODE.LOGIN_FAILED;
  return MESSAGE_OF_CODE[code as LoginErrorCode] ?? MESSAGE_OF_CODE.LOGIN_FAILED;
}

/** A failed sign-in, worded by the catalogue of document 1 §8, with the number to call when it asks for one. */
export function LoginError({ id, error }: { id: string; error: Error }) {
  const t = loginTexts.useTexts();
  const { showAccountLinks } = useBrand();
  const body = error instanceof HttpError ? error.body : null;
  const showRecoveryLinks = body?.code === ATTEMPTS_REMAINING && showAccountLinks;
  return (
    <div id={id} className="alert alert--error" role="alert">
      <p>
        {t(messageKey(body?.code, body?.attemptsRemaining), {
          attemptsRemaining: body?.attemptsRemaining ?? 0,
        })}
      </p>
      {pointsToCustomerService(body?.code ?? '') ? <CustomerServiceLine /> : null}
      {showRecoveryLinks ? (
        <p className="alert__links">
          <Link to={firstPagePaths.recoverUsername}>{t('forgotUsername')}</Link>
          <Link to={firstPagePaths.recoverPassword}>{t('forgotPassword')}</Link>
        </p>
      ) : null}
    </div>
  );
}
