import { homeTexts } from '../texts';
import { HomeBanner } from './home-banner';

/** 'Primary care administrative update' (document 2 §2): the primary care group replaces the provider. */
export function PrimaryCareUpdateBanner() {
  const t = homeTexts.useTexts();
  return (
    <HomeBanner tone="info" title={t('primaryCareUpdateTitle')}>
      <p className="alert__content">{t('primaryCareUpdateBody')}</p>
    </HomeBanner>
  );
}
