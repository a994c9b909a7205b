import { isEbillMenuShown } from '@dash/domain';
import { shellQueryOptions } from '@/api/shell';
import { loaderBrand } from '@/lib/brand';
import { dataLoader } from '@/lib/route-queries';
import { ebillFlagQueryOptions } from './api/get-ebill-flag';
import { ebillLinkQueryOptions } from './api/get-ebill-link';
import { EbillPage } from './components/ebill-page';

/**
 * For a member who has eBill on a brand that has it (the gateway's own rule): whether the family is
 * registered, whether its alert shows and the link with its short-lived token. No eBill call on the
 * partner brand (document 2 §1): the page there sends the member to /error/404. For a member without
 * eBill the page is rendered loading and the browser meets the 404.
 */
export const loader = dataLoader(async (client, { context }) => {
  const shell = await client.ensureQueryData(shellQueryOptions());
  const { domainId } = await loaderBrand(context);
  if (!isEbillMenuShown({ domainId, hasEbill: shell.hasEbill, termed: shell.termed })) return;
  await Promise.all([
    client.ensureQueryData(ebillFlagQueryOptions('ebillRegistered')),
    client.ensureQueryData(ebillFlagQueryOptions('showEbillAlert')),
    client.ensureQueryData(ebillLinkQueryOptions()),
  ]);
});

/** /account/ebill (document 2 §2 Account): its own lazy route, beside the account area's pages. */
export const Component = EbillPage;
