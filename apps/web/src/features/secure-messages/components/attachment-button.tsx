import type { MessageAttachment } from '@dash/domain/api';
import { useState } from 'react';
import { downloadAttachment } from '../api/download-attachment';
import { messagesTexts } from '../texts';

/** A file of a message: downloaded on a click (the member's or, with a staff token, staff's). */
export function AttachmentButton({ file, staffToken }: { file: MessageAttachment; staffToken?: string }) {
  const t = messagesTexts.useTexts();
  const [failed, setFailed] = useState(false);
  const handleDownload = () => {
    setFailed(false);
    downloadAttachment(file, staffToken).catch(() => setFailed(true));
  };
  return (
    <li>
      <button type="button" className="button button--link" onClick={handleDownload}>
        {t('download', { fileName: file.fileName })}
      </button>{' '}
      <span className="muted">{t('fileSize', { size: Math.max(1, Math.round(file.byteSize / 1024)) })}</span>
      {failed ? (
        <p role="alert" className="field__error">
          {t('downloadFailed')}
        </p>
      ) : null}
    </li>
  );
}
