import { type ReactNode, useState } from 'react';

interface FileDownloadButtonProps {
  /** The button's words, naming the file. */
  readonly label: string;
  /** Shown under the button when the download failed; a new click clears it. */
  readonly failedText: string;
  readonly download: () => Promise<void>;
  /** Said after the button, e.g. the file's size. */
  readonly note?: ReactNode;
}

/** A stored file (a message's attachment, a claim's receipt, issue 39) as an item of a list: downloaded on a click. */
export function FileDownloadButton({ label, failedText, download, note }: FileDownloadButtonProps) {
  const [failed, setFailed] = useState(false);
  const handleDownload = () => {
    setFailed(false);
    download().catch(() => setFailed(true));
  };
  return (
    <li>
      <button type="button" className="button button--link" onClick={handleDownload}>
        {label}
      </button>
      {note ? <> {note}</> : null}
      {failed ? (
        <p role="alert" className="field__error">
          {failedText}
        </p>
      ) : null}
    </li>
  );
}
