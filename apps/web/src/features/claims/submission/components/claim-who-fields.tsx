import type { SubmittedClaimType } from '@dash/domain';
import { Select } from '@/components/select-field';
import { useClaims } from '../../api/get-claims';
import { claimSubmissionsTexts } from '../texts';
import type { ClaimFormErrors } from './claim-form-errors';

const TYPE_KEYS = { medical: 'claimTypeMedical', dental: 'claimTypeDental' } as const;

interface ClaimWhoFieldsProps {
  readonly errors: ClaimFormErrors;
  /** The claim types the brand takes (the partner brand's dental only). */
  readonly types: readonly SubmittedClaimType[];
  readonly claimType: string;
  readonly onClaimTypeChange: (claimType: string) => void;
}

/**
 * Who received the service and the kind of claim: the family as the claims list gives it (the page's
 * loader sends it with the page), and the brand's claim types, one of them already chosen when it is
 * the only one.
 */
export function ClaimWhoFields({ errors, types, claimType, onClaimTypeChange }: ClaimWhoFieldsProps) {
  const t = claimSubmissionsTexts.useTexts();
  const members = useClaims({}).data?.members ?? [];
  const onlyType = types.length === 1;
  return (
    <>
      <Select
        label={t('member')}
        name="memberSuffix"
        required
        placeholder={members.length === 1 ? undefined : t('chooseMember')}
        options={members.map((m) => ({ value: String(m.suffix), label: m.firstName }))}
        error={errors.memberSuffix}
      />
      <Select
        label={t('claimType')}
        name="claimType"
        required
        hint={onlyType ? t('dentalOnlyHint') : undefined}
        placeholder={onlyType ? undefined : t('chooseClaimType')}
        value={claimType}
        onChange={(event) => onClaimTypeChange(event.currentTarget.value)}
        options={types.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
        error={errors.claimType}
      />
    </>
  );
}
