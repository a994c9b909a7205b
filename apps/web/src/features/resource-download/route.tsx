import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { commonTexts } from '@/locales/texts';

/** /resource-download: the window a file opens in, until the file arrives (document 2 §2). */
function ResourceDownloadPage() {
  const title = commonTexts.useTexts()('shell.downloading');
  useDocumentTitle(title);
  return (
    <div className="resource-download">
      <h1>{title}</h1>
      <Spinner label={title} />
    </div>
  );
}

export const Component = ResourceDownloadPage;
