import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { recoveryTexts } from '../texts';

/** The one response a recovery request gets, whether or not an account matched (issue 14). */
export function RecoverySent({ message }: { message: string }) {
  const t = recoveryTexts.useTexts();
  return (
    <div className="stack">
      <p className="alert alert--success" role="status">
        {message}
      </p>
      <p>
        <Link to={paths.login}>{t('backToLogIn')}</Link>
      </p>
    </div>
  );
}
