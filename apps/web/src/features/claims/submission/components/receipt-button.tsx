import type { SubmittedClaimAttachment } from '@dash/domain/api';
import { useState } from 'react';
import { downloadReceipt } from '../../api/download-receipt';
import { claimSubmissionsTexts } from '../texts';

/** A receipt of a submitted claim: downloaded with the staff token on a click. */
export function ReceiptButton({ file, staffToken }: { file: SubmittedClaimAttachment; staffToken: string }) {
  const t = claimSubmissionsTexts.useTexts();
  const [failed, setFailed] = useState(false);
  const handleDownload = () => {
    setFailed(false);
    downloadReceipt(file, staffToken).catch(() => setFailed(true));
  };
  return (
    <li>
      <button type="button" className="button button--link" onClick={handleDownload}>
        {t('download', { fileName: file.fileName })}
      </button>
      {failed ? (
        <p role="alert" className="field__error">
          {t('downloadFailed')}
        </p>
      ) : null}
    </li>
  );
}
