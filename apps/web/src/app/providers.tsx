import type { BrandConfig } from '@dash/domain/api';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n/locale';

/**
 * What every page needs: the brand and the language, the browser's Lingui or a server render's own
 * (`i18n`). The query cache belongs to the member area (app/member-area.tsx), loaded lazily.
 */
export function AppProviders({
  brand,
  i18n: language = i18n,
  children,
}: {
  brand: BrandConfig;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={language}>
      <BrandProvider brand={brand}>{children}</BrandProvider>
    </I18nProvider>
  );
}
