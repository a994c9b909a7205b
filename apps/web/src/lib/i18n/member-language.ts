import { DEFAULT_LOCALE, type Locale } from '@dash/domain';
import { useEffect } from 'react';
import { saveAccountLanguage } from '@/api/account-language';
import { getSessionToken } from '@/lib/session';
import { getLocale, onLocaleChosen, setLocale } from './locale';

/** The session whose saved language was already applied: once per sign-in, so a later choice stands. */
let settledSession: string | null = null;

function save(language: Locale): void {
  // Not saved (offline, a staff session): this device still remembers the choice.
  saveAccountLanguage(language).catch(() => undefined);
}

/**
 * The member's saved language (issue 17, decision 025), from GET shell: once per sign-in, a saved
 * language other than the one in use is switched to; with none saved yet, a language other than English
 * in use (chosen on this device, e.g. on /login) is kept and saved. Afterwards each language the member picks is saved.
 * `saved` is undefined until the shell's response has come.
 */
export function useMemberLanguage(saved: Locale | null | undefined): void {
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        if (getSessionToken()) save(locale);
      }),
    [],
  );

  useEffect(() => {
    const session = getSessionToken();
    if (saved === undefined || session === null || settledSession === session) return;
    settledSession = session;
    if (saved === null) {
      if (getLocale() !== DEFAULT_LOCALE) save(getLocale());
    } else if (saved !== getLocale()) void setLocale(saved, { notify: false });
  }, [saved]);
}
