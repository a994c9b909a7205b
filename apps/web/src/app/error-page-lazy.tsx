import { SHELL_TEXTS } from '@dash/domain';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';

const ErrorPage = lazy(() =>
  import('@/features/errors/components/error-page').then((module) => ({ default: module.ErrorPage })),
);

/** The error page, loaded with the errors area when first needed. */
export function LazyErrorPage({ status }: { status: string }) {
  return (
    <Suspense fallback={<Spinner label={SHELL_TEXTS.loading} />}>
      <ErrorPage status={status} />
    </Suspense>
  );
}
