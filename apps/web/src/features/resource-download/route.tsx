import { ID_CARD_TEXTS } from '@dash/domain';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /resource-download: the window a file opens in, until the file arrives (document 2 §2). */
function ResourceDownloadPage() {
  useDocumentTitle(ID_CARD_TEXTS.downloading);
  return (
    <div className="resource-download">
      <h1>{ID_CARD_TEXTS.downloading}</h1>
      <Spinner label={ID_CARD_TEXTS.downloading} />
    </div>
  );
}

export const Component = ResourceDownloadPage;
