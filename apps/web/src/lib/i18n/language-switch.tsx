import { LANGUAGE_NAMES, LOCALES } from '@dash/domain';
import { useTransition } from 'react';
import { commonTexts } from '@/locales/texts';
import { setLocale, useLocale } from './locale';

/**
 * The shell's language switch (issue 17): each other language by its own name, marked with its
 * `lang` so a screen reader says it in that language, the way bilingual public sites do.
 */
export function LanguageSwitch() {
  const t = commonTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const current = useLocale();
  return (
    <nav className="language-switch" aria-label={t('languageSwitchLabel')}>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__button"
          aria-busy={isPending}
          onClick={() => startTransition(() => setLocale(locale))}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </nav>
  );
}
