import { getPlanIsoDate, validateHistoryDateRange } from '@dash/domain';
import type { ClaimMember } from '@dash/domain/api';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DateField } from '@/components/date-field';
import { Select } from '@/components/select-field';
import { claimsTexts } from '../texts';

interface HistoryFiltersProps {
  /** The form's accessible name. */
  readonly label: string;
  /** The fields read on submit, in the order the address lists them. */
  readonly fields: readonly string[];
  readonly search: { readonly suffix?: string; readonly startDate?: string; readonly endDate?: string };
  /**
   * The address's filters as one string: when it changes the fields are rendered afresh from the address
   * (until then they hold what the member typed). The disclosure's state is not reset with them.
   */
  readonly valuesKey: string;
  readonly members: readonly ClaimMember[];
  readonly showMember: boolean;
  readonly earliestDate: string | undefined;
  readonly onApply: (filters: Record<string, string>) => void;
  readonly onClear: () => void;
  /** Filters of one list only, between the member and the dates. */
  readonly children?: ReactNode;
}

/** How many of the list's filters the address sets (the Filter button says it on a phone). */
function countSet(search: object, fields: readonly string[]): number {
  const values: Readonly<Record<string, unknown>> = { ...search };
  return fields.filter((name) => typeof values[name] === 'string' && values[name] !== '').length;
}

/** The filters the form holds, by name; an empty field is no filter. */
function readFilters(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const filters: Record<string, string> = {};
  for (const name of fields) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') filters[name] = value;
  }
  return filters;
}

interface FilterToggleProps {
  readonly open: boolean;
  /** The id of the form it discloses. */
  readonly controls: string;
  readonly setCount: number;
  readonly onToggle: () => void;
}

/** The phone's "Filter" button: a disclosure (aria-expanded) that says how many filters are set. */
function FilterToggle({ open, controls, setCount, onToggle }: FilterToggleProps) {
  const t = claimsTexts.useTexts();
  return (
    <button
      type="button"
      className="button filter-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {setCount > 0 ? t('filterToggleCount', { count: setCount }) : t('filterToggle')}
    </button>
  );
}

/**
 * The filters of the claims and EOB lists: member, the list's own filters and a date range checked by
 * the rule of document 2 §5 before the call. On a phone they sit behind a "Filter" button that says
 * how many are set, so the list starts on the first screen (issue 36); the button is a disclosure
 * (aria-expanded), and from 768 px up the form is always shown and the button is not.
 */
export function HistoryFilters(props: HistoryFiltersProps) {
  const { label, fields, search, valuesKey, members, showMember, earliestDate, onApply, onClear, children } =
    props;
  const t = claimsTexts.useTexts();
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const setCount = countSet(search, fields);
  const today = getPlanIsoDate(new Date());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filters = readFilters(event.currentTarget, fields);
    if (validateHistoryDateRange(filters, today)) {
      setRangeError(t('dateRangeInvalid'));
      return;
    }
    setRangeError(undefined);
    // On a phone the list is what the member applied the filters for: the form closes to show it.
    setOpen(false);
    onApply(filters);
  };

  const clear = () => {
    setOpen(false);
    onClear();
  };

  return (
    <div className="history-filters">
      <FilterToggle open={open} controls={formId} setCount={setCount} onToggle={() => setOpen(!open)} />
      <form
        key={valuesKey}
        id={formId}
        className={open ? 'card claims-filters claims-filters--open' : 'card claims-filters'}
        aria-label={label}
        onSubmit={submit}
        noValidate
      >
        {showMember ? (
          // Rendered again when the family arrives, so the address's member is chosen among its options.
          <Select
            key={members.length}
            name="suffix"
            label={t('member')}
            placeholder={t('all')}
            defaultValue={search.suffix ?? ''}
            options={members.map((m) => ({ value: String(m.suffix), label: m.firstName }))}
          />
        ) : null}
        {children}
        <DateField
          name="startDate"
          label={t('startDate')}
          defaultValue={search.startDate ?? ''}
          min={earliestDate}
          max={today}
        />
        <DateField
          name="endDate"
          label={t('endDate')}
          defaultValue={search.endDate ?? ''}
          min={earliestDate}
          error={rangeError}
        />
        <div className="claims-filters__actions">
          <button type="submit" className="button button--primary">
            {t('apply')}
          </button>
          <button type="button" className="button" onClick={clear}>
            {t('clearFilters')}
          </button>
        </div>
      </form>
    </div>
  );
}
