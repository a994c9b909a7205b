import {
  canEditFamilyAddress,
  isValidSecurityAnswer,
  normalizeAddress,
  SECURITY_QUESTIONS,
  serverMessage,
  validateAddress,
} from '@dash/domain';
import type {
  AddressResponse,
  AddressUpdate,
  SecurityAnswersUpdate,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
  SettingsPreferencesUpdate,
} from '@dash/domain/api';
import { hashSecurityAnswer } from '../../auth/security-answer';
import {
  BadRequestError,
  ConflictError,
  type FieldMessage,
  ForbiddenError,
  type MessageInput,
  NotFoundError,
  PreconditionFailedError,
} from '../../errors';
import type { AccountSettingsRepository } from '../../repositories/account-settings-repository';
import type { PasswordRepository } from '../../repositories/password-repository';
import { type Caller, requireMemberKey } from '../caller';
import { assertPreferenceEmail } from '../preferences/preference-email';
import { confirmPassword } from '../sign-in/confirm-password';

/**
 * The account area's edits (issue 13): the family address, the settings page's preferences and the
 * security answers. Each record carries a version; a write made from an older version is refused
 * with 412 (If-Match) or 409 (body version) and changes nothing (decisions 012, 019). Staff sessions never reach the writes (staff policy).
 */
/**
 * The version a write is made from and how a stale one is refused (decision 019): the `If-Match`
 * header's version wins and is refused with 412; without the header, the body's version as before
 * (decision 012) and 409.
 */
function expectedVersion(bodyVersion: number, ifMatch: number | undefined) {
  return ifMatch === undefined
    ? { version: bodyVersion, stale: (message: MessageInput) => new ConflictError(message) }
    : { version: ifMatch, stale: (message: MessageInput) => new PreconditionFailedError(message) };
}

export function createAccountSettingsService(deps: {
  readonly settings: AccountSettingsRepository;
  readonly passwords: PasswordRepository;
  readonly now: () => Date;
}) {
  const { settings } = deps;

  async function getAddress(caller: Caller): Promise<AddressResponse> {
    const stored = await settings.getAddress(requireMemberKey(caller));
    if (!stored) throw new NotFoundError('server.noMember');
    return {
      address: stored.address,
      version: stored.version,
      canEdit: canEditFamilyAddress(stored.memberSuffix),
    };
  }

  async function getPreferences(caller: Caller): Promise<SettingsPreferencesResponse> {
    const stored = await settings.getPreferences(requireMemberKey(caller));
    if (!stored) throw new NotFoundError('server.noPreferences');
    return stored;
  }

  async function getSecurityQuestions(caller: Caller): Promise<SecurityQuestionsResponse> {
    const stored = await settings.getSecurity(caller.session.accountId);
    if (!stored) throw new NotFoundError('server.noMember');
    return { ...stored, questions: SECURITY_QUESTIONS.map(({ id, text }) => ({ id, text })) };
  }

  /** The current password, counted with the password change's attempts (issue 10 point 7). */
  async function checkCurrentPassword(caller: Caller, currentPassword: string): Promise<void> {
    await confirmPassword(deps.passwords, {
      accountId: caller.session.accountId,
      clientAddress: caller.clientAddress,
      at: deps.now(),
      password: currentPassword,
      field: 'currentPassword',
    });
  }

  return {
    getAddress,
    getPreferences,
    getSecurityQuestions,

    /** Only the subscriber, only valid changes (address rules), only from the current version. */
    async updateAddress(caller: Caller, update: AddressUpdate, ifMatch?: number): Promise<AddressResponse> {
      const expected = expectedVersion(update.version, ifMatch);
      const current = await getAddress(caller);
      if (!current.canEdit) throw new ForbiddenError('account.addressOwnerOnly');
      // Only what the member changed is judged, and a value left as loaded is stored as it was (issue 36 §2).
      const fieldErrors = validateAddress(update, current.address);
      const fields = Object.keys(fieldErrors);
      if (fields.length > 0) {
        throw new BadRequestError(serverMessage('server.invalidRequest', fields), {
          // The address rules' own words, which the web's form puts into the member's language.
          fieldErrors: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, text]) => [field, [{ text }]]),
          ),
        });
      }
      if (current.version !== expected.version) throw expected.stale('account.staleAddress');
      const written = await settings.updateAddress(
        requireMemberKey(caller),
        normalizeAddress(update, current.address),
        expected.version,
      );
      if (!written) throw expected.stale('account.staleAddress');
      return getAddress(caller);
    },

    async updatePreferences(
      caller: Caller,
      update: SettingsPreferencesUpdate,
      ifMatch?: number,
    ): Promise<SettingsPreferencesResponse> {
      const memberKey = requireMemberKey(caller);
      const expected = expectedVersion(update.version, ifMatch);
      const stored = await getPreferences(caller);
      assertPreferenceEmail(
        update.preferences.emailAddress,
        stored.preferences.emailAddress,
        'preferences.emailAddress',
      );
      const written = await settings.updatePreferences(
        memberKey,
        update.preferences,
        expected.version,
        deps.now(),
      );
      if (!written) {
        // Either no row (404) or another version (412 or 409): tell which.
        await getPreferences(caller);
        throw expected.stale('account.stalePreferences');
      }
      return getPreferences(caller);
    },

    /**
     * New answers (document 1 §5 security-answer rule) to listed questions, each once, after the
     * current password; a login-as session may not change them.
     */
    async updateSecurityAnswers(
      caller: Caller,
      update: SecurityAnswersUpdate,
      ifMatch?: number,
    ): Promise<SecurityQuestionsResponse> {
      const expected = expectedVersion(update.version, ifMatch);
      if (caller.session.issuedByRole !== null) throw new ForbiddenError('server.staffReadOnly');
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
      const fields = Object.keys(fieldErrors);
      if (fields.length > 0) {
        throw new BadRequestError(serverMessage('server.invalidRequest', fields), { fieldErrors });
      }
      await checkCurrentPassword(caller, update.currentPassword);
      const hashed = await Promise.all(
        update.answers.map(async (answer) => ({
          questionId: answer.questionId,
          answerHash: await hashSecurityAnswer(answer.answer),
        })),
      );
      const written = await settings.replaceSecurityAnswers(
        caller.session.accountId,
        hashed,
        expected.version,
        deps.now(),
      );
      if (!written) throw expected.stale('account.staleSecurityAnswers');
      return getSecurityQuestions(caller);
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
