import { isEbillMenuShown } from '@dash/domain';
import { API_PATHS, EbillLink, Flag } from '@dash/domain/api';
import { ebillFlagQueryOptions } from '@/features/id-card/api/get-ebill-flag';
import { ebillLinkQueryOptions } from '@/features/id-card/api/get-ebill-link';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

/**
 * eBill, in the account area's layout: the account, and, for a member who has eBill on a brand that
 * has it (the gateway's own rule), whether the family is registered, whether its alert shows and the
 * link with its short-lived token. No eBill call on the partner brand (document 2 §1): the page there
 * sends the member to /error/404, a redirect from the gateway. For a member without eBill the page is
 * drawn loading and the browser meets the 404.
 */
export const ebillCalls: PageCalls = (shell, domainId) => [
  ACCOUNT,
  ...(isEbillMenuShown({ domainId, hasEbill: shell.hasEbill, termed: shell.termed })
    ? [
        drawn(API_PATHS.ebillRegistered, ebillFlagQueryOptions('ebillRegistered'), Flag),
        drawn(API_PATHS.showEbillAlert, ebillFlagQueryOptions('showEbillAlert'), Flag),
        drawn(API_PATHS.ebillLink, ebillLinkQueryOptions(), EbillLink),
      ]
    : []),
];
