import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '@/config/paths';
import { loaderBrand } from '@/lib/brand';

/** Where a loader sends a request on to: `to` with the request's query kept (the member selector, the as-of date). */
const onTo = (to: string, request: Request) => redirect(`${to}${new URL(request.url).search}`);

/** `/`: the brand's first page (document 1 §2). */
export const brandHome = async ({ context }: LoaderFunctionArgs) =>
  redirect((await loaderBrand(context)).defaultRoute);

/**
 * Document 2 §2's /services/... and /history/... addresses, served by the benefits area's pages
 * (decision 009): a bookmark lands there, signed in or after signing in (issue 36).
 */
export const serviceLink = ({ params, request }: LoaderFunctionArgs) =>
  onTo(
    paths.benefitsServiceOf(
      `/services/${encodeURIComponent(params.category ?? '')}/${encodeURIComponent(params.code ?? '')}`,
    ),
    request,
  );

export const dentalDetailLink = ({ params, request }: LoaderFunctionArgs) =>
  onTo(paths.benefitsDentalDetailOf(params.id ?? '', params.code ?? ''), request);

export const historyLink = ({ params, request }: LoaderFunctionArgs) =>
  onTo(
    paths.benefitsHistoryOf(encodeURIComponent(params.time ?? ''), encodeURIComponent(params.category ?? '')),
    request,
  );

/** /account opens the summary. */
export const accountHome = () => redirect(paths.accountSummary);

/** /benefits itself (the phone bar's Benefits) opens the summary, which every brand has. */
export const benefitsHome = () => redirect(paths.benefitsSummary);

/** An address that names no page. */
export const notFound = () => redirect(paths.notFound);
