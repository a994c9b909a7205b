import type { Member } from '@dash/domain/api';
import { Select } from '@/components/select-field';
import { familyMemberOptions } from '@/lib/family-member-options';
import { benefitsTexts } from '../texts';
import { AsOfDateField } from './as-of-date-field';

interface BenefitsFiltersProps {
  readonly members: readonly Member[];
  readonly suffix: number;
  readonly onSuffix: (suffix: number) => void;
  /** Absent: the page has no as-of date (history uses its own range). */
  readonly asOfDate?: string | null;
  readonly onAsOfDate?: (asOfDate: string | null) => void;
}

/** The member selector for the family (suffix) and the as-of date (document 2 §2 Benefits). */
export function BenefitsFilters({ members, suffix, onSuffix, asOfDate, onAsOfDate }: BenefitsFiltersProps) {
  const t = benefitsTexts.useTexts();
  return (
    <div className="benefits-filters">
      <Select
        label={t('member')}
        options={familyMemberOptions(members)}
        value={String(suffix)}
        onChange={(event) => onSuffix(Number(event.target.value))}
      />
      {onAsOfDate ? <AsOfDateField asOfDate={asOfDate ?? null} onAsOfDate={onAsOfDate} /> : null}
    </div>
  );
}
