import { CLAIM_STATUSES, COVERAGE_CATEGORIES } from '@dash/domain';
import type { ClaimMember } from '@dash/domain/api';
import { useCategoryName } from '@/components/category-name';
import { Select } from '@/components/select-field';
import type { ClaimsSearch } from '../api/get-claims';
import { claimsTexts, STATUS_KEYS } from '../texts';
import { HistoryFilters } from './history-filters';

const FIELDS = ['suffix', 'category', 'status', 'startDate', 'endDate'] as const;

interface ClaimsFiltersProps {
  readonly search: ClaimsSearch;
  /** The address's filters as one string: the fields are rendered afresh when it changes. */
  readonly valuesKey: string;
  readonly members: readonly ClaimMember[];
  /** Whether the member selector shows (the page decides: a family of more than one, or not yet known). */
  readonly showMember: boolean;
  readonly earliestDate: string | undefined;
  readonly onApply: (filters: Record<string, string>) => void;
  readonly onClear: () => void;
}

/**
 * The claims filters (issue 14): member, category, status and a date-of-service range checked by the
 * rule of document 2 §5 before the call; applied filters live in the address, so a view can be shared.
 */
export function ClaimsFilters(props: ClaimsFiltersProps) {
  const { search, valuesKey, members, showMember, earliestDate, onApply, onClear } = props;
  const t = claimsTexts.useTexts();
  const categoryName = useCategoryName();
  return (
    <HistoryFilters
      label={t('filtersTitle')}
      fields={FIELDS}
      search={search}
      valuesKey={valuesKey}
      members={members}
      showMember={showMember}
      earliestDate={earliestDate}
      onApply={onApply}
      onClear={onClear}
    >
      <Select
        name="category"
        label={t('category')}
        placeholder={t('all')}
        defaultValue={search.category ?? ''}
        options={COVERAGE_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
      />
      <Select
        name="status"
        label={t('status')}
        placeholder={t('all')}
        defaultValue={search.status ?? ''}
        options={CLAIM_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
      />
    </HistoryFilters>
  );
}
