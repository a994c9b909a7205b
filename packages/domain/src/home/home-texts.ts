/**
 * The words of /home live in the web's catalogue (apps/web/src/features/home/locales, issue 17). What is
 * left here is read by a screen of another area not yet moved to its catalogue.
 */
export const HOME_TEXTS = {
  opensInNewTab: '(opens in a new tab)',
} as const;
