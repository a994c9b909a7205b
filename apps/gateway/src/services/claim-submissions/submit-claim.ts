import {
  type CLAIM_SUBMISSION_SERVER_MESSAGES,
  getPlanIsoDate,
  getServiceDateRefusal,
  getSubmittableClaimTypes,
  serverMessage,
  toMinorUnits,
  toUsdCents,
} from '@dash/domain';
import type { SubmitClaimFields } from '@dash/domain/api';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { checkAttachments, type UploadedFile } from '../../uploads/attachment-check';
import { type Caller, requireMemberKey } from '../caller';
import { scopeOf } from '../claims/claims-caller';
import { isMemberOwnSession } from '../secure-messages/message-caller';
import { recordStep } from './claim-steps';
import type { ClaimSubmissionsDeps } from './claim-submissions-deps';

type SubmissionKey = keyof typeof CLAIM_SUBMISSION_SERVER_MESSAGES;

/** A refusal of one field, in the catalogue's words, as the schema's refusals are reported. */
const refuseField = (field: string, key: SubmissionKey) =>
  new BadRequestError(`claimSubmissions.${key}`, { fieldErrors: { [field]: [`claimSubmissions.${key}`] } });

/** The rules the schema cannot know: the brand's claim types, today's date, a receipt at all. */
function checkRules(
  caller: Caller,
  fields: SubmitClaimFields,
  files: readonly UploadedFile[],
  today: string,
) {
  if (!getSubmittableClaimTypes(caller.domainId).includes(fields.claimType)) {
    throw refuseField('claimType', 'claimTypeNotOffered');
  }
  const dateRefusal = getServiceDateRefusal(fields.serviceDate, today);
  if (dateRefusal) throw refuseField('serviceDate', dateRefusal);
  if (files.length === 0) throw refuseField('attachments', 'receiptRequired');
}

/**
 * POST claim-submissions (issue 39 §3): the member submits a claim for a service already paid, for
 * themselves or (a subscriber) a member of the family, with the itemized receipt. Everything is
 * checked first (the fields, the brand's rules, the files by their bytes, as a secure message's,
 * decision 059); then the claim, its row in the claims list (Received), its receipt, its notification
 * and its first step's job are written in one transaction. A login-as session may not submit.
 */
export function createSubmitClaim(deps: ClaimSubmissionsDeps) {
  return async function submit(caller: Caller, fields: SubmitClaimFields, files: readonly UploadedFile[]) {
    const memberKey = requireMemberKey(caller);
    if (!isMemberOwnSession(caller)) throw new ForbiddenError('claimSubmissions.loginAsReadOnly');
    const at = deps.now();
    checkRules(caller, fields, files, getPlanIsoDate(at));
    const asking = await deps.claims.getCallerFamily(memberKey);
    if (!asking) throw new NotFoundError('server.noMember');
    const patient = scopeOf(asking, undefined).visible.find((m) => m.suffix === fields.memberSuffix);
    if (!patient) throw refuseField('memberSuffix', 'noMemberWithSuffix');
    const attachments = await checkAttachments(files);
    const amountMinor = toMinorUnits(fields.amountPaid);
    const created = await deps.submissions.create(
      {
        memberKey: patient.memberKey,
        familyKey: asking.member.familyKey,
        domainId: caller.domainId,
        claimType: fields.claimType,
        providerName: fields.providerName,
        providerAddress: fields.providerAddress,
        country: fields.country,
        serviceDate: fields.serviceDate,
        services: fields.services,
        teeth: fields.claimType === 'dental' ? fields.teeth : '',
        amountMinor,
        currency: fields.currency,
        billedUsdCents: toUsdCents(amountMinor, fields.currency),
        submittedBy: caller.session.accountId,
        submittedAt: at,
      },
      attachments,
      (trx, submissionId) =>
        recordStep(deps, trx, { submissionId, memberKey: patient.memberKey, status: 'received', at }),
    );
    deps.notices.wake();
    deps.queue.wake('advance-claim-submission');
    return { ...created, message: serverMessage('claimSubmissions.submitted') };
  };
}
