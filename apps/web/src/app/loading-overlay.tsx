import { useNavigation } from 'react-router';
import { Spinner } from '@/components/spinner';

/** The loading overlay (document 1 §2 Shell layout) while the router loads the next page. */
export function LoadingOverlay() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="loading-overlay">
      <Spinner />
    </div>
  );
}
