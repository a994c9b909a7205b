import { isValidSecurityAnswer, SECURITY_QUESTIONS, serverMessage } from '@dash/domain';
import type { SecurityAnswersUpdate, SecurityQuestionsResponse } from '@dash/domain/api';
import { hashSecurityAnswer } from '../../auth/security-answer';
import { BadRequestError, type FieldMessage, ForbiddenError, NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { confirmPassword } from '../sign-in/confirm-password';
import { type AccountSettingsDeps, expectedVersion } from './settings-deps';

/** The account's username, the questions it has answered, and every question it may answer. */
export function createGetSecurityQuestions(deps: Pick<AccountSettingsDeps, 'settings'>) {
  return async function getSecurityQuestions(caller: Caller): Promise<SecurityQuestionsResponse> {
    const stored = await deps.settings.getSecurity(caller.session.accountId);
    if (!stored) throw new NotFoundError('server.noMember');
    return { ...stored, questions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })) };
  };
}

/** Each answer to a known question, each question once, each answer valid; the fields at fault otherwise. */
function answerErrorsOf(update: SecurityAnswersUpdate): Record<string, FieldMessage[]> {
  const fieldErrors: Record<string, FieldMessage[]> = {};
  const known = new Set<number>(SECURITY_QUESTIONS.map((question) => question.id));
  const seen = new Set<number>();
  update.answers.forEach((answer, index) => {
    const field = `answers.${index}`;
    if (!known.has(answer.questionId)) fieldErrors[field] = ['accountFields.unknownQuestion'];
    else if (seen.has(answer.questionId)) fieldErrors[field] = ['accountFields.duplicateQuestion'];
    else if (!isValidSecurityAnswer(answer.answer)) fieldErrors[field] = ['accountFields.invalidAnswer'];
    seen.add(answer.questionId);
  });
  return fieldErrors;
}

/**
 * New answers (document 1 §5 security-answer rule) to listed questions, each once, after the
 * current password; a login-as session may not change them.
 */
export function createUpdateSecurityAnswers(deps: AccountSettingsDeps) {
  const getSecurityQuestions = createGetSecurityQuestions(deps);
  return async function updateSecurityAnswers(
    caller: Caller,
    update: SecurityAnswersUpdate,
    ifMatch?: number,
  ): Promise<SecurityQuestionsResponse> {
    const expected = expectedVersion(update.version, ifMatch);
    if (caller.session.issuedByRole !== null) throw new ForbiddenError('server.staffReadOnly');
    const fieldErrors = answerErrorsOf(update);
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new BadRequestError(serverMessage('server.invalidRequest', fields), { fieldErrors });
    }
    // The current password, counted with the password change's attempts (issue 10 point 7).
    await confirmPassword(deps.passwords, {
      accountId: caller.session.accountId,
      clientAddress: caller.clientAddress,
      at: deps.now(),
      password: update.currentPassword,
      field: 'currentPassword',
    });
    const hashed = await Promise.all(
      update.answers.map(async (answer) => ({
        questionId: answer.questionId,
        answerHash: await hashSecurityAnswer(answer.answer),
      })),
    );
    const written = await deps.settings.replaceSecurityAnswers(
      caller.session.accountId,
      hashed,
      expected.version,
      deps.now(),
    );
    if (!written) throw expected.stale('account.staleSecurityAnswers');
    return getSecurityQuestions(caller);
  };
}
