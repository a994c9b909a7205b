import { useParams } from 'react-router';
import { ErrorPage } from './components/error-page';

/** /error/:status (document 1 §2, §8). */
export function Component() {
  const { status = 'generic' } = useParams();
  return <ErrorPage status={status} />;
}
