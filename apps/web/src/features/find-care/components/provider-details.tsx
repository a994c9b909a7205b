import type { Provider } from '@dash/domain/api';
import { findCareTexts } from '../texts';

/** A provider's facts (document 2 §3 Provider): group, title, accepting, distance, specialty, languages, locations. */
export function ProviderFacts({ provider }: { readonly provider: Provider }) {
  const t = findCareTexts.useTexts();
  return (
    <dl className="facts facts--wrap provider-facts">
      {provider.groupName ? (
        <div>
          <dt>{t('group')}</dt>
          <dd>{provider.groupName}</dd>
        </div>
      ) : null}
      {provider.specialty ? (
        <div>
          <dt>{t('specialty')}</dt>
          <dd>{provider.specialty}</dd>
        </div>
      ) : null}
      {provider.languages.length > 0 ? (
        <div>
          <dt>{t('languages')}</dt>
          <dd>{provider.languages.join(', ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('locations')}</dt>
        <dd>
          <ul className="pcp-locations">
            {provider.locations.map((location) => (
              <li key={`${location.addressLine1}-${location.zipCode}`}>
                {location.addressLine1}, {location.city}, {location.state} {location.zipCode}
                {location.phoneNumber ? ` · ${t('phone')} ${location.phoneNumber}` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

export function providerLabel(provider: Pick<Provider, 'name' | 'title'>): string {
  return provider.title ? `${provider.name}, ${provider.title}` : provider.name;
}
