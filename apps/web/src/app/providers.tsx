import type { BrandConfig } from '@dash/domain/api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandProvider } from '@/lib/brand';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={brand}>{children}</BrandProvider>
    </QueryClientProvider>
  );
}
