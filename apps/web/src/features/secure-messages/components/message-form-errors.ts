import type { z } from 'zod';
import { HttpError } from '@/lib/http-error';
import { messagesTexts } from '../texts';

export type MessageFormErrors = Partial<
  Record<'subject' | 'topic' | 'body' | 'attachments' | 'form', string>
>;

const FIELD_KEYS = { subject: 'errorSubject', topic: 'errorTopic', body: 'errorBody' } as const;

/** The form's own check (the contract's schema), each failing field in the catalogue's words. */
export function getFieldErrors(error: z.ZodError): MessageFormErrors {
  const errors: MessageFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === 'subject' || field === 'topic' || field === 'body')
      errors[field] = messagesTexts.t(FIELD_KEYS[field]);
  }
  return errors;
}

/**
 * The gateway's refusal on the form (its words come in the language in use): a file refused under
 * Attachments, anything else above the form.
 */
export function getServerErrors(error: unknown): MessageFormErrors {
  if (!(error instanceof HttpError) || !error.body) return { form: messagesTexts.t('sendFailed') };
  const attachments = error.body.fieldErrors?.attachments?.[0];
  if (attachments) return { attachments };
  return { form: error.body.message || messagesTexts.t('sendFailed') };
}
