import {
  CLAIM_SERVER_MESSAGES,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TEXTS,
  COVERAGE_CATEGORIES,
  getClaimCategoryLabel,
  getPlanIsoDate,
  validateHistoryDateRange,
} from '@dash/domain';
import type { ClaimMember } from '@dash/domain/api';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Select } from '@/components/select-field';
import type { ClaimsSearch } from '../api/get-claims';

const FIELDS = ['suffix', 'category', 'status', 'startDate', 'endDate'] as const;

interface ClaimsFiltersProps {
  readonly search: ClaimsSearch;
  readonly members: readonly ClaimMember[];
  readonly earliestDate: string | undefined;
  readonly onApply: (filters: ClaimsSearch) => void;
  readonly onClear: () => void;
}

/**
 * The claims filters (issue 14): member, category, status and a date-of-service range checked by the
 * rule of document 2 §5 before the call; applied filters live in the address, so a view can be shared.
 */
export function ClaimsFilters({ search, members, earliestDate, onApply, onClear }: ClaimsFiltersProps) {
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);
  const today = getPlanIsoDate(new Date());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const filters: Record<string, string> = {};
    for (const name of FIELDS) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== '') filters[name] = value;
    }
    if (validateHistoryDateRange(filters, today)) {
      setRangeError(CLAIM_SERVER_MESSAGES.dateRangeInvalid);
      return;
    }
    setRangeError(undefined);
    onApply(filters);
  };

  return (
    <form className="card claims-filters" aria-label={CLAIM_TEXTS.filtersTitle} onSubmit={submit} noValidate>
      {members.length > 1 ? (
        <Select
          name="suffix"
          label={CLAIM_TEXTS.member}
          placeholder={CLAIM_TEXTS.all}
          defaultValue={search.suffix ?? ''}
          options={members.map((m) => ({ value: String(m.suffix), label: m.firstName }))}
        />
      ) : null}
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
      <DateField
        name="startDate"
        label={CLAIM_TEXTS.startDate}
        defaultValue={search.startDate ?? ''}
        min={earliestDate}
        max={today}
      />
      <DateField
        name="endDate"
        label={CLAIM_TEXTS.endDate}
        defaultValue={search.endDate ?? ''}
        min={earliestDate}
        error={rangeError}
      />
      <div className="claims-filters__actions">
        <button type="submit" className="button button--primary">
          {CLAIM_TEXTS.apply}
        </button>
        <button type="button" className="button" onClick={onClear}>
          {CLAIM_TEXTS.clearFilters}
        </button>
      </div>
    </form>
  );
}
