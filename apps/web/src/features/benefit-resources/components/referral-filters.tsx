import type { ReferralMetadata } from '@dash/domain/api';
import { Checkbox } from '@/components/checkbox';
import { Select } from '@/components/select-field';
import type { ReferralFilterValues } from '../api/referral-search';
import { benefitResourcesTexts } from '../texts';

interface ReferralFiltersProps {
  readonly metadata: ReferralMetadata;
  readonly values: ReferralFilterValues;
  readonly onChange: (values: ReferralFilterValues) => void;
}

/** The referral filters of document 2 §7 (memberKey, statusCode, providerId, excludeExpired), from referrals/metadata. */
export function ReferralFilters({ metadata, values, onChange }: ReferralFiltersProps) {
  const t = benefitResourcesTexts.useTexts();
  const filtered = values.memberKey || values.statusCode || values.providerId || values.excludeExpired;
  return (
    <form
      className="card referral-filters"
      aria-label={t('referralsTitle')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="referral-filters__fields">
        <Select
          label={t('filterMember')}
          options={metadata.members}
          placeholder={t('filterAny')}
          value={values.memberKey}
          onChange={(event) => onChange({ ...values, memberKey: event.target.value })}
        />
        <Select
          label={t('filterStatus')}
          options={metadata.statuses}
          placeholder={t('filterAny')}
          value={values.statusCode}
          onChange={(event) => onChange({ ...values, statusCode: event.target.value })}
        />
        <Select
          label={t('filterProvider')}
          options={metadata.providers}
          placeholder={t('filterAny')}
          value={values.providerId}
          onChange={(event) => onChange({ ...values, providerId: event.target.value })}
        />
      </div>
      <Checkbox
        label={t('excludeExpired')}
        checked={values.excludeExpired}
        onChange={(event) => onChange({ ...values, excludeExpired: event.target.checked })}
      />
      {filtered ? (
        <button
          type="button"
          className="button"
          onClick={() => onChange({ memberKey: '', statusCode: '', providerId: '', excludeExpired: false })}
        >
          {t('clearFilters')}
        </button>
      ) : null}
    </form>
  );
}
