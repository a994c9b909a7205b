import type { BrandConfig } from '@dash/domain/api';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n/locale';

/** What every page needs. The query cache belongs to the member area (app/member-area.tsx), loaded lazily. */
export function AppProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>{children}</BrandProvider>
    </I18nProvider>
  );
}
