import { getGlobalHttpAction } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { firstPagePaths } from '@/config/first-page-paths';
import { setHttpErrorListener } from './http-error-listener';
import { clearSession } from './session';

/** The error page shown in place of the current page, tied to the location it happened at. */
interface InPlaceError {
  readonly status: number;
  readonly locationKey: string;
}

let inPlaceError: InPlaceError | null = null;
const subscribers = new Set<() => void>();

function showInPlace(next: InPlaceError | null): void {
  inPlaceError = next;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** What the handling needs of the data router: where it is, and a way to move. */
export interface NavigatingRouter {
  readonly state: { readonly location: { readonly key: string } };
  navigate(to: string): Promise<void>;
}

/**
 * The global HTTP handling of document 1 §8, decided by `getGlobalHttpAction`: a 401 clears the session
 * and goes to /login (the 401 page on the partner brand); any other status shows its error page without
 * changing the address; the excluded calls are left to their screens. The caller still gets the error.
 */
export function installGlobalHttpHandling(router: NavigatingRouter, brand: Pick<BrandConfig, 'loginOn401'>) {
  setHttpErrorListener((error) => {
    const action = getGlobalHttpAction(error.status, error.url, brand, error.method);
    if (action.kind === 'screen') return;
    if (action.kind === 'login' || action.clearSession) clearSession();
    if (action.kind === 'login') {
      void router.navigate(firstPagePaths.login);
      return;
    }
    showInPlace({ status: action.status, locationKey: router.state.location.key });
  });
  return () => {
    setHttpErrorListener(null);
    showInPlace(null);
  };
}

/** The status whose error page replaces the current page; null again after the next navigation. */
export function useInPlaceErrorStatus(): number | null {
  // The same read for the server's render and the hydration that follows (src/entry.server.tsx).
  const read = () => inPlaceError;
  const error = useSyncExternalStore(subscribe, read, read);
  const { key } = useLocation();
  return error && error.locationKey === key ? error.status : null;
}
