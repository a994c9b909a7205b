import type { z } from 'zod';
import { HttpError } from '@/lib/http-error';
import { claimSubmissionsTexts } from '../texts';

export const CLAIM_FORM_FIELDS = [
  'memberSuffix',
  'claimType',
  'providerName',
  'providerAddress',
  'country',
  'serviceDate',
  'services',
  'teeth',
  'amountPaid',
  'currency',
  'attachments',
] as const;
export type ClaimFormField = (typeof CLAIM_FORM_FIELDS)[number];
export type ClaimFormErrors = Partial<Record<ClaimFormField | 'form', string>>;

const isField = (name: unknown): name is ClaimFormField =>
  (CLAIM_FORM_FIELDS as readonly unknown[]).includes(name);

/** The form's own check (the contract's schema), each failing field in the catalogue's words. */
export function getFieldErrors(error: z.ZodError): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= claimSubmissionsTexts.t(`error.${field}`);
  }
  return errors;
}

/**
 * The gateway's refusal on the form, its words already in the language in use: each field's under
 * the field (a refused receipt under the receipt), anything else above the form.
 */
export function getServerErrors(error: unknown): ClaimFormErrors {
  if (!(error instanceof HttpError) || !error.body) return { form: claimSubmissionsTexts.t('submitFailed') };
  const errors: ClaimFormErrors = {};
  for (const [field, messages] of Object.entries(error.body.fieldErrors ?? {})) {
    if (isField(field) && messages[0]) errors[field] = messages[0];
  }
  if (Object.keys(errors).length > 0) return errors;
  return { form: error.body.message || claimSubmissionsTexts.t('submitFailed') };
}
