import { type DomainId, getBrand } from '@dash/domain';
import { NotFoundError } from '../../errors';

/**
 * Registration and recovery exist only where /login shows their links (document 1 §2: hidden on the
 * partner brand); elsewhere the routes respond 404 as if they were not there.
 */
export function assertAccountLinksShown(domainId: DomainId): void {
  if (!getBrand(domainId).showAccountLinks) throw new NotFoundError('server.notFound');
}
