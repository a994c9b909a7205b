import {
  getLoginErrorMessage,
  LOGIN_TEXTS,
  type LoginErrorCode,
  pointsToCustomerService,
} from '@dash/domain';
import { Link } from 'react-router';
import { CustomerServiceLine } from '@/components/customer-service-line';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';

const ATTEMPTS_REMAINING: LoginErrorCode = 'LOGIN_ATTEMPTS_REMAINING';

/** A failed sign-in, worded by the catalogue of document 1 §8, with the number to call when it asks for one. */
export function LoginError({ id, error }: { id: string; error: Error }) {
  const { showAccountLinks } = useBrand();
  const body = error instanceof HttpError ? error.body : null;
  const showRecoveryLinks = body?.code === ATTEMPTS_REMAINING && showAccountLinks;
  return (
    <div id={id} className="alert alert--error" role="alert">
      <p>{getLoginErrorMessage(body?.code ?? '', body?.attemptsRemaining)}</p>
      {pointsToCustomerService(body?.code ?? '') ? <CustomerServiceLine /> : null}
      {showRecoveryLinks ? (
        <p className="alert__links">
          <Link to={paths.recoverUsername}>{LOGIN_TEXTS.forgotUsername}</Link>
          <Link to={paths.recoverPassword}>{LOGIN_TEXTS.forgotPassword}</Link>
        </p>
      ) : null}
    </div>
  );
}
