import { HOME_TEXTS } from '@dash/domain';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/api-client';
import { useAccount } from '../api/get-account';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeBannerSkeleton } from './welcome-banner-skeleton';

/** /home (document 1 §2; the rest of its content is document 2). */
export function HomePage() {
  useDocumentTitle(HOME_TEXTS.title);
  const account = useAccount();
  if (account.isPending) return <WelcomeBannerSkeleton />;
  if (account.isError) {
    // A failed call is already on screen: the global handling shows its error page (document 1 §8).
    if (account.error instanceof HttpError) return null;
    throw account.error;
  }
  return <WelcomeBanner account={account.data} />;
}
