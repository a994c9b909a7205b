import { COPY_BUTTON_TEXTS, COPY_CONFIRMATION_MS } from '@dash/domain';
import { useEffect, useState } from 'react';

interface CopyButtonProps {
  readonly value: string;
  /** Names what is copied for assistive technology, e.g. "Copy subscriber ID". */
  readonly accessibleLabel?: string;
  readonly confirmationMs?: number;
}

/** The copy button (document 1 §4, §9): Copy, then Copied for 3 seconds, then Copy again. */
export function CopyButton({
  value,
  accessibleLabel,
  confirmationMs = COPY_CONFIRMATION_MS,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [copied, confirmationMs]);
  const text = copied ? COPY_BUTTON_TEXTS.copied : COPY_BUTTON_TEXTS.copy;
  return (
    <button
      type="button"
      className="button copy-button"
      aria-label={accessibleLabel ? `${text}: ${accessibleLabel}` : undefined}
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        setCopied(true);
      }}
    >
      {text}
    </button>
  );
}
