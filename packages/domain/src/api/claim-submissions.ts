import { z } from 'zod';
import { AMOUNT_PATTERN, CLAIM_COUNTRIES, CLAIM_CURRENCY_CODES } from '../claim-submissions/claim-currencies';
import { SUBMITTED_CLAIM_STATUSES, SUBMITTED_CLAIM_TYPES } from '../claim-submissions/claim-submission-rules';
import { CLAIM_SUBMISSION_SERVER_MESSAGES as M } from '../claim-submissions/claim-submission-texts';
import { ATTACHMENT_TYPES } from '../secure-messages/attachment-rules';
import { DigitsParam } from './primitives';

const required = (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong);

/**
 * POST claim-submissions (issue 39 §3): the text fields of the multipart form that submits a claim
 * for a service already paid; the itemized receipt (one to three files, PDF, JPEG or PNG, 5 MB each,
 * checked from their bytes) travels beside them as `attachments`, as a secure message's files do.
 * The fields are those the Passport dental page asks for: the dentist's name and address with the
 * country, the member (whose name and date of birth are on file), the services with tooth numbers
 * and surfaces, the charge and its currency.
 */
export const SubmitClaimFields = z.object({
  memberSuffix: z
    .string(M.memberRequired)
    .regex(/^\d{1,2}$/, M.memberRequired)
    .transform(Number),
  claimType: z.enum(SUBMITTED_CLAIM_TYPES, M.claimTypeRequired),
  providerName: required(M.providerRequired, 120, M.providerTooLong),
  providerAddress: required(M.addressRequired, 200, M.addressTooLong),
  country: z.enum(CLAIM_COUNTRIES, M.countryRequired),
  serviceDate: z.iso
    .date(M.serviceDateRequired)
    .refine((value) => !value.startsWith('0000'), M.serviceDateRequired),
  services: required(M.servicesRequired, 1000, M.servicesTooLong),
  teeth: z.string().trim().max(200, M.teethTooLong).optional().default(''),
  amountPaid: z
    .string(M.amountInvalid)
    .trim()
    .regex(AMOUNT_PATTERN, M.amountInvalid)
    .refine((value) => Number(value) > 0, M.amountInvalid),
  currency: z.enum(CLAIM_CURRENCY_CODES, M.currencyRequired),
});
export type SubmitClaimFieldsInput = z.input<typeof SubmitClaimFields>;
export type SubmitClaimFields = z.output<typeof SubmitClaimFields>;

export const SubmittedClaimStatus = z.enum(SUBMITTED_CLAIM_STATUSES);
export const SubmittedClaimParams = z.object({ submissionId: DigitsParam });
export type SubmittedClaimParams = z.infer<typeof SubmittedClaimParams>;
export const SubmittedClaimAttachmentParams = z.object({ attachmentId: DigitsParam });
export type SubmittedClaimAttachmentParams = z.infer<typeof SubmittedClaimAttachmentParams>;

/** What a submission answers: the claim's number in the claims list, and a message to show. */
export const ClaimSubmitted = z.object({
  submissionId: z.number().int(),
  claimNumber: z.string(),
  message: z.string(),
});
export type ClaimSubmitted = z.infer<typeof ClaimSubmitted>;

export const SubmittedClaimAttachment = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  byteSize: z.number().int().nonnegative(),
});
export type SubmittedClaimAttachment = z.infer<typeof SubmittedClaimAttachment>;

/** A submitted claim as staff of its brand read it, with its receipt. */
export const SubmittedClaim = z.object({
  submissionId: z.number().int(),
  claimNumber: z.string(),
  status: SubmittedClaimStatus,
  memberName: z.string(),
  claimType: z.enum(SUBMITTED_CLAIM_TYPES),
  providerName: z.string(),
  providerAddress: z.string(),
  country: z.string(),
  serviceDate: z.iso.date(),
  services: z.string(),
  teeth: z.string(),
  amountPaid: z.number().int().describe('minor units of the currency'),
  currency: z.string(),
  submittedAt: z.iso.datetime(),
  attachments: z.array(SubmittedClaimAttachment),
});
export type SubmittedClaim = z.infer<typeof SubmittedClaim>;

/** GET staff/claim-submissions: the brand's submitted claims, newest first. */
export const StaffClaimSubmissions = z.object({ claims: z.array(SubmittedClaim) });
export type StaffClaimSubmissions = z.infer<typeof StaffClaimSubmissions>;
