import { dataLoader } from '@/lib/route-queries';
import { idCardContentQueryOptions, parseSuffix } from './api/get-id-card-content';
import { IdCardViewPage } from './components/id-card-view-page';

/** A card as a web page: the cards of the member its address names; nothing for an address that names no one. */
export const loader = dataLoader(async (client, { params }) => {
  const suffix = parseSuffix(params.suffix);
  if (suffix !== null) await client.ensureQueryData(idCardContentQueryOptions(suffix));
});

/** /id-card/{suffix}: a family member's ID card as a web page (issue 17). */
export const Component = IdCardViewPage;
