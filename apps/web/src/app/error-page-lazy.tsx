import { lazy, Suspense } from 'react';
import { FallbackBoundary } from '@/components/fallback-boundary';
import { GenericError } from '@/components/generic-error';
import { Spinner } from '@/components/spinner';

const ErrorPage = lazy(() =>
  import('@/features/errors/components/error-page').then((module) => ({ default: module.ErrorPage })),
);

/**
 * The error page, loaded with the errors area when first needed; should that area's file fail to
 * load too, the generic widget of the design system stands in, with the same reference.
 */
export function LazyErrorPage({ status, reference }: { status: string; reference?: string | undefined }) {
  return (
    <FallbackBoundary fallback={<GenericError headingLevel={1} reference={reference} />}>
      <Suspense fallback={<Spinner />}>
        <ErrorPage status={status} reference={reference} />
      </Suspense>
    </FallbackBoundary>
  );
}
