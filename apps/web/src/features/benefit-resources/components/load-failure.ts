import { HttpError } from '@/lib/http-error';

/**
 * A load failure of a screen whose call the global handling covers (document 1 §8, document 2 §8):
 * its error page is already on screen, so the page renders nothing; anything else is a bug and throws
 * to the route's error boundary.
 */
export function handleLoadFailure(error: Error): null {
  if (error instanceof HttpError) return null;
  throw error;
}
