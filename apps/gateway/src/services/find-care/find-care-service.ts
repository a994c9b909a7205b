import type { FindCareRepository } from '../../repositories/find-care-repository';
import type { MailQueue } from '../mail/mail-queue';
import type { RecordNotification } from '../member-notifications/record-notification';
import { createGetProvider } from './get-provider';
import { createSearchProviders } from './search-providers';
import { createSelectPcp } from './select-pcp';

/**
 * Find care (document 2 §7 pcp/search, pcp/provider, pcp/select), for the signed-in member's family,
 * one flow a module.
 */
export function createFindCareService(deps: {
  readonly findCare: FindCareRepository;
  readonly mail: MailQueue;
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}) {
  return {
    search: createSearchProviders(deps),
    getProvider: createGetProvider(deps),
    select: createSelectPcp(deps),
  };
}

export type FindCareService = ReturnType<typeof createFindCareService>;
