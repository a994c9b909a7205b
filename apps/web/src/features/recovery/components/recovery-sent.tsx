import { RECOVERY_TEXTS as TEXTS } from '@dash/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The one answer a recovery request gets, whether or not an account matched (issue 14). */
export function RecoverySent({ message }: { message: string }) {
  return (
    <div className="stack">
      <p className="alert alert--success" role="status">
        {message}
      </p>
      <p>
        <Link to={paths.login}>{TEXTS.backToLogIn}</Link>
      </p>
    </div>
  );
}
