import { accountQueryOptions } from '@/api/account';
import { shellQueryOptions } from '@/api/shell';
import { dataLoader } from '@/lib/route-queries';
import { costEstimateQueryOptions } from './api/get-cost-estimate';
import { readEstimateSearch } from './hooks/use-estimate-search';

/** The estimator: the shell (its menu gates the page), the family, and the estimate the address asks for. */
export const costEstimatorLoader = dataLoader(async (client, { request }) => {
  const [shell] = await Promise.all([
    client.ensureQueryData(shellQueryOptions()),
    client.ensureQueryData(accountQueryOptions()),
  ]);
  const search = readEstimateSearch(new URL(request.url).searchParams, shell.memberSuffix);
  if (search) await client.ensureQueryData(costEstimateQueryOptions(search));
});
