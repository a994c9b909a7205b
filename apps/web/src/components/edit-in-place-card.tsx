import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { componentTexts } from '@/components/texts';

export type EditMode = 'display' | 'edit';

interface EditInPlaceCardProps {
  readonly title: string;
  readonly display: ReactNode;
  readonly edit: ReactNode;
  readonly readOnly?: boolean;
  readonly onModeChange?: (mode: EditMode) => void;
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The edit-in-place card (document 1 §4): the pencil, or Enter on the focused card, toggles display
 * and edit and emits the new state; a read-only card has no pencil and does not toggle.
 */
export function EditInPlaceCard({
  title,
  display,
  edit,
  readOnly = false,
  onModeChange,
}: EditInPlaceCardProps) {
  const t = componentTexts.useTexts();
  const [mode, setMode] = useState<EditMode>('display');
  const titleId = useId();
  const toggle = () => {
    if (readOnly) return;
    const next = mode === 'display' ? 'edit' : 'display';
    setMode(next);
    onModeChange?.(next);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only Enter on the card itself: Enter inside a form field belongs to the field.
    if (event.key === 'Enter' && event.target === event.currentTarget) toggle();
  };
  return (
    <section
      className="card edit-card"
      aria-labelledby={titleId}
      tabIndex={readOnly ? undefined : 0}
      onKeyDown={handleKeyDown}
      data-mode={mode}
    >
      <div className="edit-card__header">
        <h2 id={titleId} className="edit-card__title">
          {title}
        </h2>
        {readOnly ? null : (
          <button
            type="button"
            className="edit-card__pencil"
            aria-label={t('editInPlace.edit', { title })}
            aria-pressed={mode === 'edit'}
            onClick={toggle}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      {mode === 'edit' && !readOnly ? edit : display}
    </section>
  );
}
