import type { Locale } from '@dash/domain';
import type { AccountLanguage } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { AccountLanguageRepository } from '../../repositories/account-language-repository';
import type { Caller } from '../caller';

/**
 * The member's language (issue 17): saved when they choose one with the shell's switch, read back
 * with the shell's facts after sign-in. Kept on the session's own account, never another's; a staff
 * session never reaches the write (staff policy).
 */
export function createAccountLanguageService(deps: { readonly languages: AccountLanguageRepository }) {
  return {
    async save(caller: Caller, language: Locale): Promise<AccountLanguage> {
      if (!(await deps.languages.set(caller.session.accountId, language))) {
        throw new NotFoundError('server.noMember');
      }
      return { language };
    },
  };
}

export type AccountLanguageService = ReturnType<typeof createAccountLanguageService>;
