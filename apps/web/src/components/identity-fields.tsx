import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DateField } from './date-field';
import { TextField } from './text-field';

/** The identity a member types at registration and username recovery (issue 14), as the card shows it. */
export interface IdentityValues {
  identifier: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface IdentityLabels {
  readonly identifier: string;
  readonly identifierHint: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
}

/**
 * The four identity fields, errors shown once touched or submitted (document 1 §5 "Hidden input":
 * error text only after the field is touched). The date of birth cannot be later than today.
 */
export function IdentityFields({
  register,
  errors,
  isShown,
  labels,
  today,
}: {
  register: UseFormRegister<IdentityValues>;
  errors: FieldErrors<IdentityValues>;
  isShown: (name: keyof IdentityValues) => boolean;
  labels: IdentityLabels;
  today: string;
}) {
  const error = (name: keyof IdentityValues) => (isShown(name) ? errors[name]?.message : undefined);
  // The register's own min/max are unset here; the field's max is today's date.
  const { min: _min, max: _max, ...dateOfBirth } = register('dateOfBirth');
  return (
    <>
      <TextField
        label={labels.identifier}
        hint={labels.identifierHint}
        autoComplete="off"
        required
        error={error('identifier')}
        {...register('identifier')}
      />
      <TextField
        label={labels.firstName}
        autoComplete="given-name"
        required
        error={error('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={labels.lastName}
        autoComplete="family-name"
        required
        error={error('lastName')}
        {...register('lastName')}
      />
      <DateField
        label={labels.dateOfBirth}
        autoComplete="bday"
        required
        max={today}
        error={error('dateOfBirth')}
        {...dateOfBirth}
      />
    </>
  );
}
