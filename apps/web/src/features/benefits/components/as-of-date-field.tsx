import { readAsOfDateEdit } from '@dash/domain';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/date-field';
import { benefitsTexts } from '../texts';

interface AsOfDateFieldProps {
  /** The day the page shows (from the address), null for the plan's today. */
  readonly asOfDate: string | null;
  readonly onAsOfDate: (asOfDate: string | null) => void;
}

/**
 * The as-of date (document 2 §2 Benefits). The field keeps what is being typed as its own draft, and
 * only a complete day (or a cleared field) reaches the address and the query: a half-typed date
 * neither refetches nor is put back to the last day under the member's fingers.
 */
export function AsOfDateField({ asOfDate, onAsOfDate }: AsOfDateFieldProps) {
  const t = benefitsTexts.useTexts();
  const [draft, setDraft] = useState(asOfDate ?? '');
  // The address changed by another way (back, a link): the field shows it.
  useEffect(() => {
    setDraft(asOfDate ?? '');
  }, [asOfDate]);
  return (
    <DateField
      label={t('asOfDate')}
      hint={t('asOfHint')}
      value={draft}
      onChange={(event) => {
        const { value, validity } = event.target;
        setDraft(value);
        const edit = readAsOfDateEdit(value, validity.badInput);
        if (edit.kind === 'date' && edit.date !== asOfDate) onAsOfDate(edit.date);
        else if (edit.kind === 'clear' && asOfDate !== null) onAsOfDate(null);
      }}
    />
  );
}
