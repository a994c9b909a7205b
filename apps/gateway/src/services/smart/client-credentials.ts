import { SMART_SERVER_MESSAGES } from '@dash/domain';
import { findSmartApp, type SmartApp } from '../../fhir/registered-apps';
import { OAuthError } from './oauth-error';
import { verifyClientSecret } from './smart-secrets';

/** The client authentication a token request carried: HTTP Basic (RFC 6749 §2.3.1) or the form. */
export interface ClientCredentials {
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
}

/** The registered app a token request comes from; a confidential app proves it with its secret. */
export function authenticateClient(apps: readonly SmartApp[], credentials: ClientCredentials): SmartApp {
  const app = credentials.clientId ? findSmartApp(apps, credentials.clientId) : undefined;
  if (!app) throw new OAuthError('invalid_client', SMART_SERVER_MESSAGES.unknownClient, 401);
  if (app.kind === 'confidential') {
    const ok =
      credentials.clientSecret !== undefined &&
      app.clientSecretSha256 !== undefined &&
      verifyClientSecret(credentials.clientSecret, app.clientSecretSha256);
    if (!ok) throw new OAuthError('invalid_client', 'The client secret is missing or wrong.', 401);
  }
  return app;
}
