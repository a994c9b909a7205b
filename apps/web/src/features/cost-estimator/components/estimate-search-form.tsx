import { ESTIMATE_SORTS, EstimateSearchFields, type EstimateSort, PCP_SEARCH_RADII } from '@dash/domain';
import type { Member } from '@dash/domain/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Select } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { familyMemberOptions } from '@/lib/family-member-options';
import { costEstimatorTexts, searchErrorWords } from '../texts';

export interface EstimateSearchValues {
  readonly suffix: number;
  readonly q: string;
  readonly provider: string;
  readonly zip: string;
  readonly radius: number;
  readonly sort: EstimateSort;
}

const SORT_KEYS = { cost: 'sortCost', distance: 'sortDistance' } as const;

/** The member is no field of the shared rule: the form's own control, read as the form is sent. */
function chosenSuffix(target: EventTarget | null | undefined, fallback: number): number {
  const chosen = target instanceof HTMLFormElement ? new FormData(target).get('member') : null;
  return chosen === null ? fallback : Number(chosen);
}

/**
 * The family member, the service (a term or a billing code) and the optional provider name, ZIP code,
 * distance and order, checked by the rule the gateway applies (EstimateSearchFields) before sending.
 */
export function EstimateSearchForm({
  initial,
  members,
  onSearch,
}: {
  readonly initial: EstimateSearchValues;
  readonly members: readonly Member[];
  readonly onSearch: (values: EstimateSearchValues) => void;
}) {
  const t = costEstimatorTexts.useTexts();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(EstimateSearchFields),
    mode: 'onTouched',
    defaultValues: {
      q: initial.q,
      provider: initial.provider,
      zip: initial.zip,
      radius: String(initial.radius),
      sort: initial.sort,
    },
  });
  const submit = handleSubmit((values, event) =>
    onSearch({ ...values, suffix: chosenSuffix(event?.target, initial.suffix) }),
  );
  const error = (message: string | undefined) => searchErrorWords(t, message);
  return (
    <form className="card estimate-search-form" noValidate onSubmit={submit} aria-label={t('searchLabel')}>
      <div className="estimate-search-form__fields">
        {members.length > 1 ? (
          <Select
            label={t('memberLabel')}
            name="member"
            defaultValue={String(initial.suffix)}
            options={familyMemberOptions(members)}
          />
        ) : null}
        <TextField
          label={t('termLabel')}
          hint={t('termHint')}
          required
          error={error(formState.errors.q?.message)}
          {...register('q')}
        />
        <TextField
          label={t('providerLabel')}
          error={error(formState.errors.provider?.message)}
          {...register('provider')}
        />
        <TextField
          label={t('zipLabel')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={error(formState.errors.zip?.message)}
          {...register('zip')}
        />
        <Select
          label={t('radiusLabel')}
          options={PCP_SEARCH_RADII.map((miles) => ({
            value: String(miles),
            label: t('radiusOption', { miles }),
          }))}
          error={error(formState.errors.radius?.message)}
          {...register('radius')}
        />
        <Select
          label={t('sortLabel')}
          options={ESTIMATE_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
          {...register('sort')}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('searchButton')}
      </button>
    </form>
  );
}
