import { HOURS_TEXTS } from '@dash/domain';
import { useCallback } from 'react';
import type english from './locales/en.json';
import { componentTexts } from './texts';

type CommonKey = keyof typeof english;

/**
 * The contact blocks (packages/domain/src/brands/contact-blocks.ts) name their lines in English: the
 * gateway and the rules find a block by its title. The screens look each title and label up here.
 */
const CONTACT_WORDS: Readonly<Record<string, CommonKey>> = {
  'Account access': 'contactWords.accountAccess',
  'Customer service': 'contactWords.customerService',
  Medical: 'contactWords.medical',
  Dental: 'contactWords.dental',
  Pharmacy: 'contactWords.pharmacy',
  'Medicare Advantage': 'contactWords.medicareAdvantage',
  'Medicare Pharmacy': 'contactWords.medicarePharmacy',
  TTY: 'contactWords.tty',
  'Help logging in to your Member Dashboard': 'contactWords.helpLoggingIn',
  'Questions about your Medicare Advantage plan': 'contactWords.medicareAdvantageQuestions',
  'Medical customer service': 'contactWords.medicalService',
  'Dental customer service': 'contactWords.dentalService',
  'Alaska members': 'contactWords.alaska',
  'Oregon members': 'contactWords.oregon',
  'Pharmacy customer service': 'contactWords.pharmacyService',
  'Medicare Advantage customer service': 'contactWords.medicareAdvantageService',
  'Medicare pharmacy customer service': 'contactWords.medicarePharmacyService',
  'For the deaf and hard of hearing': 'contactWords.deaf',
};

const HOURS_KEYS: ReadonlyMap<string, keyof typeof HOURS_TEXTS> = new Map(
  (Object.keys(HOURS_TEXTS) as (keyof typeof HOURS_TEXTS)[]).map((key) => [HOURS_TEXTS[key], key]),
);

/** A contact block's title, a line's label or its hours in the language in use; unknown words stay. */
export function useContactWords(): (english: string) => string {
  const t = componentTexts.useTexts();
  return useCallback(
    (words: string) => {
      const hours = HOURS_KEYS.get(words);
      if (hours !== undefined) return t(`hours.${hours}`);
      const key = CONTACT_WORDS[words];
      return key === undefined ? words : t(key);
    },
    [t],
  );
}
