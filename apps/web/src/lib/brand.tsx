import type { BrandConfig } from '@dash/domain/api';
import { createContext, type ReactNode, use } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { firstPagePaths } from '@/config/first-page-paths';
import { useLocale } from './i18n/locale';
import type { RenderLoaderContext } from './session';

const BRAND_ELEMENT_ID = 'brand-config';

/**
 * The brand of this host (docs/architecture.md "Brands"), which the page carries: the root route
 * writes the one its request's host names (root.tsx). The server's own JSON, in the same response as
 * the page: no schema stands between the two (one would cost /login zod or a second copy of the contract).
 */
export async function loadBrand(doc: Document = document): Promise<BrandConfig> {
  const text = doc.getElementById(BRAND_ELEMENT_ID)?.textContent;
  if (!text)
    throw new Error('The page carries no brand (#brand-config): it was not rendered by the gateway.');
  return JSON.parse(text) as BrandConfig;
}

/** A loader's brand: the one its server render was given for the request's host, else this page's. */
export async function loaderBrand(context: unknown): Promise<BrandConfig> {
  return (context as RenderLoaderContext | undefined)?.brand ?? loadBrand();
}

/** The loader of a page only brands with account links have (registration, recovery; document 1 §2): 404 elsewhere. */
export async function accountLinksLoader({ context }: LoaderFunctionArgs) {
  return (await loaderBrand(context)).showAccountLinks ? null : redirect(firstPagePaths.notFound);
}

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

export function useBrand(): BrandConfig {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider above it');
  return brand;
}

/** The brand's copyright line and legal text in the language in use (issue 17); renders again on a switch. */
export function useBrandTexts(): { readonly copyright: string; readonly legalText: string } {
  const brand = useBrand();
  const locale = useLocale();
  return locale === 'en' ? brand : brand.translations[locale];
}
