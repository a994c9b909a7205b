import { BENEFIT_SUMMARY_CATEGORIES, isBenefitSummaryCategory, isIsoDay } from '@dash/domain';
import type { BenefitCategoryParam } from '@dash/domain/api';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { accountQueryOptions } from '@/api/account';
import { shellQueryOptions } from '@/api/shell';
import { dataLoader } from '@/lib/route-queries';
import { benefitHistoryQueryOptions, readHistoryRange } from './api/get-benefit-history';
import { benefitSummaryQueryOptions } from './api/get-benefit-summary';
import { limitsQueryOptions } from './api/get-limits';
import { serviceDetailQueryOptions } from './api/get-service-detail';
import { readBenefitsSelection } from './components/use-benefits-selection';

/** The member and day the address's query chooses, as the page's hooks read them: by default the signed-in member on the plan's today. */
async function selectionOf(client: QueryClient, { request }: LoaderFunctionArgs) {
  const shell = await client.ensureQueryData(shellQueryOptions());
  return readBenefitsSelection(new URL(request.url).searchParams, shell.memberSuffix);
}

/** A benefit category's page (medical, dental, vision, pharmacy): the account, its summary and the member's limits. */
export const categoryLoader = (category: BenefitCategoryParam) =>
  dataLoader(async (client, args) => {
    const { suffix, asOfDate } = await selectionOf(client, args);
    return Promise.all([
      client.ensureQueryData(accountQueryOptions()),
      client.ensureQueryData(benefitSummaryQueryOptions({ category, suffix, asOfDate })),
      client.ensureQueryData(limitsQueryOptions(suffix, asOfDate)),
    ]);
  });

/** The benefits summary: the account and every category's summary. */
export const summaryLoader = dataLoader(async (client, args) => {
  const { suffix, asOfDate } = await selectionOf(client, args);
  return Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    ...BENEFIT_SUMMARY_CATEGORIES.map((category) =>
      client.ensureQueryData(benefitSummaryQueryOptions({ category, suffix, asOfDate })),
    ),
  ]);
});

/** A service's detail; nothing for a category that is not one (the page sends the member to 404). */
export const serviceDetailLoader = dataLoader(async (client, args) => {
  const { category, code } = args.params;
  if (!isBenefitSummaryCategory(category) || !code) return;
  const { suffix } = await selectionOf(client, args);
  await client.ensureQueryData(serviceDetailQueryOptions(category, code, suffix));
});

/** A dental service of a tier: the dental summary it is found in, and the service's detail. */
export const dentalDetailLoader = dataLoader(async (client, args) => {
  const { suffix, asOfDate } = await selectionOf(client, args);
  return Promise.all([
    client.ensureQueryData(benefitSummaryQueryOptions({ category: 'dental', suffix, asOfDate })),
    client.ensureQueryData(serviceDetailQueryOptions('dental', args.params.code ?? '', suffix)),
  ]);
});

/** A benefit's history from {time}; nothing for an address that names no category or day (404). */
export const historyLoader = dataLoader(async (client, args) => {
  const { category } = args.params;
  const time = args.params.time ?? '';
  if (!isBenefitSummaryCategory(category) || !isIsoDay(time)) return;
  const { suffix } = await selectionOf(client, args);
  const range = readHistoryRange(new URL(args.request.url).searchParams, time);
  return Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(benefitHistoryQueryOptions({ category, suffix, ...range })),
  ]);
});
