import { HttpError } from '@/lib/http-error';

/**
 * A failed load (document 1 §8): an HttpError is already on screen through the global handling (the
 * error page for its status), so the page renders nothing; anything else goes to the route's error page.
 */
export function isHandledFailure(errors: readonly unknown[]): boolean {
  const failed = errors.find((error) => error);
  if (!failed) return false;
  if (failed instanceof HttpError) return true;
  throw failed;
}
