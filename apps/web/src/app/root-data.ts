import type { Accreditation } from '@dash/domain/api';
import { type ShouldRevalidateFunction, useRouteLoaderData } from 'react-router';

/** What the root route's loader (root-loader.server.ts) hands the shell. */
export interface RootData {
  /** The footer's badge (document 1 §2), or null when it cannot be fetched: the page shows without it. */
  readonly accreditation: Accreditation | null;
}

/** The root route's id in React Router's framework (its module is src/root.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** The root route's data; undefined only where the root's loader has not run (a test's own router). */
export const useRootData = (): RootData | undefined => useRouteLoaderData<RootData>(ROOT_ROUTE_ID);

/**
 * The root's data is the document's: the badge is the same on every page of a visit, as when the
 * browser asked for it once per page load, so no navigation asks for it again (nor could: the gateway
 * serves pages and the API, no `.data` requests).
 */
export const shouldRevalidateRoot: ShouldRevalidateFunction = () => false;
