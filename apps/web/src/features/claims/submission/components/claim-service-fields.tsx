import { DateField } from '@/components/date-field';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { claimSubmissionsTexts } from '../texts';
import type { ClaimFormErrors } from './claim-form-errors';

interface ClaimServiceFieldsProps {
  readonly errors: ClaimFormErrors;
  /** A dental claim also names the teeth and their surfaces. */
  readonly isDental: boolean;
}

/** What was received and when: the date of service, the services with their charges, the teeth (dental). */
export function ClaimServiceFields({ errors, isDental }: ClaimServiceFieldsProps) {
  const t = claimSubmissionsTexts.useTexts();
  return (
    <>
      <DateField label={t('serviceDate')} name="serviceDate" required error={errors.serviceDate} />
      <TextArea
        label={t('services')}
        hint={t('servicesHint')}
        name="services"
        required
        maxLength={1000}
        error={errors.services}
      />
      {isDental ? (
        <TextField
          label={t('teeth')}
          hint={t('teethHint')}
          name="teeth"
          maxLength={200}
          error={errors.teeth}
        />
      ) : null}
    </>
  );
}
