import { HOME_TEXTS } from '@dash/domain';
import { HomeBanner } from './home-banner';

/** 'Primary care administrative update' (document 2 §2): the primary care group replaces the provider. */
export function PrimaryCareUpdateBanner() {
  return (
    <HomeBanner tone="info" title={HOME_TEXTS.primaryCareUpdateTitle}>
      <p className="alert__content">{HOME_TEXTS.primaryCareUpdateBody}</p>
    </HomeBanner>
  );
}
