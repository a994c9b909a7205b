import { CLAIM_SERVER_MESSAGES, CLAIM_TEXTS, getPlanIsoDate, validateHistoryDateRange } from '@dash/domain';
import type { ClaimMember } from '@dash/domain/api';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Select } from '@/components/select-field';
import type { EobsSearch } from '../api/get-eobs';

const FIELDS = ['suffix', 'startDate', 'endDate'] as const;

interface EobsFiltersProps {
  readonly search: EobsSearch;
  readonly members: readonly ClaimMember[];
  readonly earliestDate: string | undefined;
  readonly onApply: (filters: EobsSearch) => void;
  readonly onClear: () => void;
}

/** The EOB filters: member and issue date range, checked by the rule of document 2 §5 before the call. */
export function EobsFilters({ search, members, earliestDate, onApply, onClear }: EobsFiltersProps) {
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
    <form
      className="card claims-filters"
      aria-label={CLAIM_TEXTS.eobFiltersTitle}
      onSubmit={submit}
      noValidate
    >
      <Select
        name="suffix"
        label={CLAIM_TEXTS.member}
        placeholder={CLAIM_TEXTS.all}
        defaultValue={search.suffix ?? ''}
        options={members.map((m) => ({ value: String(m.suffix), label: m.firstName }))}
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
