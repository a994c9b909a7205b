import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/spinner';
import { commonTexts } from '@/locales/texts';

const ErrorPage = lazy(() =>
  import('@/features/errors/components/error-page').then((module) => ({ default: module.ErrorPage })),
);

/** The error page, loaded with the errors area when first needed. */
export function LazyErrorPage({ status }: { status: string }) {
  return (
    <Suspense fallback={<Spinner label={commonTexts.t('shell.loading')} />}>
      <ErrorPage status={status} />
    </Suspense>
  );
}
