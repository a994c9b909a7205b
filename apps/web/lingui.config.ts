import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The web app's message catalogues (issue 17, Spanish): one pair per feature folder beside its code,
 * and one for the shell and the shared components. Minimal JSON (key → ICU message), compiled when
 * imported with `?lingui` by @lingui/vite-plugin, so the browser never ships a message compiler.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ style: 'minimal' }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src/app'] },
    { path: '<rootDir>/src/components/locales/{locale}', include: ['<rootDir>/src/components'] },
    // The password estimator's feedback: loaded only by the pages that set a password (issue 36).
    {
      path: '<rootDir>/src/components/password-feedback/locales/{locale}',
      include: ['<rootDir>/src/components/password-feedback'],
    },
    // Claims the member submits (issue 39 §3): the claims area's form and staff's list, their own pair.
    {
      path: '<rootDir>/src/features/claims/submission/locales/{locale}',
      include: ['<rootDir>/src/features/claims/submission'],
    },
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'] },
    // The domain's validation messages, matched back from its English (decision 025).
    {
      path: '<rootDir>/src/lib/i18n/validation/locales/{locale}',
      include: ['<rootDir>/src/lib/i18n/validation'],
    },
  ],
});
