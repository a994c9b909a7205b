import type { AttachmentType, SubmittedClaimStatus, SubmittedClaimType } from '@dash/domain';
import type { Generated } from 'kysely';

/** db/migrations/046_claim_submissions.sql */
export interface ClaimSubmissionTable {
  submission_id: Generated<number>;
  claim_number: string;
  member_key: string;
  family_key: string;
  domain_id: number;
  claim_type: SubmittedClaimType;
  provider_name: string;
  provider_address: string;
  country: string;
  service_date: string;
  services: string;
  teeth: Generated<string>;
  amount_minor: number;
  currency: string;
  status: Generated<SubmittedClaimStatus>;
  submitted_by: number;
  submitted_at: Date;
  status_changed_at: Date;
}

export interface ClaimSubmissionAttachmentTable {
  attachment_id: Generated<number>;
  submission_id: number;
  file_name: string;
  content_type: AttachmentType;
  byte_size: number;
  content: Uint8Array;
  created_at: Generated<Date>;
}

export interface ClaimSubmissionTables {
  claim_submissions: ClaimSubmissionTable;
  claim_submission_attachments: ClaimSubmissionAttachmentTable;
}
