import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/** A language the dashboard speaks (issue 17): 'en' or 'es'. */
export const Language = z.enum(LOCALES);
export type Language = z.infer<typeof Language>;

/** PUT account/language: the language the member chose with the shell's switch, kept for their next sign-in. */
export const AccountLanguageUpdate = z.object({ language: Language });
export type AccountLanguageUpdate = z.infer<typeof AccountLanguageUpdate>;

/** The response to PUT account/language: the language now saved. */
export const AccountLanguage = z.object({ language: Language });
export type AccountLanguage = z.infer<typeof AccountLanguage>;
