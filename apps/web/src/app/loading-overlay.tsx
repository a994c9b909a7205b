import { useNavigation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { commonTexts } from '@/locales/texts';

/** The loading overlay (document 1 §2 Shell layout) while the router loads the next page. */
export function LoadingOverlay() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="loading-overlay">
      <Spinner label={commonTexts.t('shell.loading')} />
    </div>
  );
}
