import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listDirectory } from './provider-directory/list-directory';

/**
 * The public provider directory (issue 38 §2): each brand's networks over the directory tables the
 * primary-care search reads (repositories/find-care). Reference data only: no member's row is read.
 */
export function createProviderDirectoryRepository(db: Kysely<Database>) {
  return {
    listDirectory: (domainId: number) => listDirectory(db, domainId),
  };
}

export type ProviderDirectoryRepository = ReturnType<typeof createProviderDirectoryRepository>;
