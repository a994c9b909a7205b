import type { DomainId } from '@dash/domain';

/**
 * An app registered for the Patient Access API (issue 18): registration is configuration, not a
 * self-service endpoint, so only apps the insurer has reviewed can ask a member for consent.
 * A public app (a phone or browser app) proves itself with PKCE alone; a confidential one also
 * with its secret, of which only the SHA-256 is configured.
 */
export interface SmartApp {
  readonly clientId: string;
  /** The name the consent screen and the connected-apps list show. */
  readonly name: string;
  /** Exact addresses the app may be sent back to; anything else is refused before sign-in. */
  readonly redirectUris: readonly string[];
  readonly kind: 'public' | 'confidential';
  /** SHA-256 of the client secret, hex (confidential apps only). */
  readonly clientSecretSha256?: string;
  /** The brands whose members may connect the app. */
  readonly domainIds: readonly DomainId[];
}

/**
 * The apps registered by default: a demonstration app on this machine's loopback address, which the
 * README's curl walk-through and the e2e journey use. A deployment passes its own list
 * (AppDependencies.smartApps).
 */
export const DEFAULT_SMART_APPS: readonly SmartApp[] = [
  {
    clientId: 'blue-button-demo',
    name: 'Blue Button Demo App',
    redirectUris: ['http://127.0.0.1:4399/callback', 'http://localhost:4399/callback'],
    kind: 'public',
    domainIds: [1, 2, 5],
  },
];

export function findSmartApp(apps: readonly SmartApp[], clientId: string): SmartApp | undefined {
  return apps.find((app) => app.clientId === clientId);
}
