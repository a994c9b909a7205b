import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TEXTS,
  COVERAGE_CATEGORIES,
  getClaimCategoryLabel,
} from '@dash/domain';
import type { ClaimMember } from '@dash/domain/api';
import { Select } from '@/components/select-field';
import type { ClaimsSearch } from '../api/get-claims';
import { HistoryFilters } from './history-filters';

const FIELDS = ['suffix', 'category', 'status', 'startDate', 'endDate'] as const;

interface ClaimsFiltersProps {
  readonly search: ClaimsSearch;
  readonly members: readonly ClaimMember[];
  readonly earliestDate: string | undefined;
  readonly onApply: (filters: Record<string, string>) => void;
  readonly onClear: () => void;
}

/**
 * The claims filters (issue 14): member, category, status and a date-of-service range checked by the
 * rule of document 2 §5 before the call; applied filters live in the address, so a view can be shared.
 */
export function ClaimsFilters({ search, members, earliestDate, onApply, onClear }: ClaimsFiltersProps) {
  return (
    <HistoryFilters
      label={CLAIM_TEXTS.filtersTitle}
      fields={FIELDS}
      search={search}
      members={members}
      showMember={members.length > 1}
      earliestDate={earliestDate}
      onApply={onApply}
      onClear={onClear}
    >
      <Select
        name="category"
        label={CLAIM_TEXTS.category}
        placeholder={CLAIM_TEXTS.all}
        defaultValue={search.category ?? ''}
        options={COVERAGE_CATEGORIES.map((c) => ({ value: c, label: getClaimCategoryLabel(c) }))}
      />
      <Select
        name="status"
        label={CLAIM_TEXTS.status}
        placeholder={CLAIM_TEXTS.all}
        defaultValue={search.status ?? ''}
        options={CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] }))}
      />
    </HistoryFilters>
  );
}
