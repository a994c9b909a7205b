import type { BrandConfig } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/lib/brand';

/** What every page needs. The query cache belongs to the member area (app/member-area.tsx), loaded lazily. */
export function AppProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandProvider brand={brand}>{children}</BrandProvider>;
}
