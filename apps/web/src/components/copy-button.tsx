import { COPY_CONFIRMATION_MS } from '@dash/domain';
import { useEffect, useState } from 'react';
import { componentTexts } from '@/components/texts';

interface CopyButtonProps {
  readonly value: string;
  /** Names what is copied for assistive technology, e.g. "Copy subscriber ID". */
  readonly accessibleLabel?: string;
  readonly confirmationMs?: number;
  /** Called when the value reaches the clipboard while the button still says Copy, e.g. to announce it. */
  readonly onCopied?: () => void;
  /** Called when the clipboard refuses (permission, insecure page). */
  readonly onCopyFailed?: () => void;
}

/** The copy button (document 1 §4, §9): Copy, then Copied for 3 seconds, then Copy again. */
export function CopyButton({
  value,
  accessibleLabel,
  confirmationMs = COPY_CONFIRMATION_MS,
  onCopied,
  onCopyFailed,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const t = componentTexts.useTexts();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [copied, confirmationMs]);
  const text = copied ? t('copy.copied') : t('copy.copy');
  return (
    <button
      type="button"
      className="button copy-button"
      aria-label={accessibleLabel ? t('copy.label', { text, label: accessibleLabel }) : undefined}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
        } catch {
          // The button keeps saying Copy: nothing is claimed.
          onCopyFailed?.();
          return;
        }
        // A second click during the confirmation copies again without announcing twice.
        if (!copied) onCopied?.();
        setCopied(true);
      }}
    >
      {text}
    </button>
  );
}
