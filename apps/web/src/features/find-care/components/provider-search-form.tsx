import { PCP_SEARCH_RADII } from '@dash/domain';
import { useForm } from 'react-hook-form';
import { Select } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { findCareTexts, searchErrorWords } from '../texts';

export interface SearchValues {
  readonly zip: string;
  readonly radius: number;
  readonly searchString: string;
}

/** ZIP code (5 digits), distance (a fixed list) and optional text (2-50 characters), checked before sending. */
export function ProviderSearchForm({
  initial,
  onSearch,
}: {
  readonly initial: SearchValues;
  readonly onSearch: (values: SearchValues) => void;
}) {
  const t = findCareTexts.useTexts();
  const radiusOptions = PCP_SEARCH_RADII.map((miles) => ({
    value: String(miles),
    label: t('radiusOption', { miles }),
  }));
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolverImport(() =>
      import('@dash/domain/find-care/pcp-search-fields').then((m) => m.PcpSearchFields),
    ),
    mode: 'onTouched',
    defaultValues: { zip: initial.zip, radius: String(initial.radius), searchString: initial.searchString },
  });
  const submit = handleSubmit((values) =>
    onSearch({ zip: values.zip, radius: values.radius, searchString: values.searchString }),
  );
  return (
    <form className="card pcp-search-form" noValidate onSubmit={submit} aria-label={t('searchButton')}>
      <div className="pcp-search-form__fields">
        <TextField
          label={t('zipLabel')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={searchErrorWords(t, formState.errors.zip?.message)}
          {...register('zip')}
        />
        <Select
          label={t('radiusLabel')}
          options={radiusOptions}
          error={searchErrorWords(t, formState.errors.radius?.message)}
          {...register('radius')}
        />
        <TextField
          label={t('searchTextLabel')}
          error={searchErrorWords(t, formState.errors.searchString?.message)}
          {...register('searchString')}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('searchButton')}
      </button>
    </form>
  );
}
