import { FIND_CARE_TEXTS as TEXTS } from '@dash/domain';
import type { Provider } from '@dash/domain/api';

/** A provider's facts (document 2 §3 Provider): group, title, accepting, distance, specialty, languages, locations. */
export function ProviderFacts({ provider }: { readonly provider: Provider }) {
  return (
    <dl className="facts facts--wrap provider-facts">
      {provider.groupName ? (
        <div>
          <dt>{TEXTS.group}</dt>
          <dd>{provider.groupName}</dd>
        </div>
      ) : null}
      {provider.specialty ? (
        <div>
          <dt>{TEXTS.specialty}</dt>
          <dd>{provider.specialty}</dd>
        </div>
      ) : null}
      {provider.languages.length > 0 ? (
        <div>
          <dt>{TEXTS.languages}</dt>
          <dd>{provider.languages.join(', ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>{TEXTS.locations}</dt>
        <dd>
          <ul className="pcp-locations">
            {provider.locations.map((location) => (
              <li key={`${location.addressLine1}-${location.zipCode}`}>
                {location.addressLine1}, {location.city}, {location.state} {location.zipCode}
                {location.phoneNumber ? ` · ${TEXTS.phone} ${location.phoneNumber}` : ''}
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
