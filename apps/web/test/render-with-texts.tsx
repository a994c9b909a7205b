import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render as renderPlain } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@/lib/i18n/locale';

function WithTexts({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders a shared component as the app does: inside the catalogues' provider (issue 17). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderPlain(ui, { ...options, wrapper: WithTexts });
}
