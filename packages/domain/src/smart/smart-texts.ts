/**
 * The connect-an-app screens' English that the journeys assert word for word (issue 18); the screens
 * take their words from the web's catalogues (issue 17).
 */
export const SMART_TEXTS = {
  consentTitle: 'Connect an app',
  consentIntro: (appName: string) => `${appName} asks to read your health plan information.`,
  consentListHeading: 'It will be able to:',
  allow: 'Allow',
  connectedAppsTitle: 'Connected apps',
  revoked: (appName: string) => `${appName} is disconnected and can no longer read your information.`,
} as const;

export const SMART_SERVER_MESSAGES = {
  unknownClient: 'This app is not registered with us.',
  unknownRedirect: 'This app asked to return to an address it has not registered.',
  invalidRequest: 'The app’s request is incomplete or not valid.',
  noReadableScope: 'The app asked for nothing this service can share.',
  staffCannotAuthorize: 'An app can be connected only by the member, not in a login-as session.',
  grantNotFound: 'This app is not connected to your account.',
  brandMismatch: 'This app is registered for another brand.',
} as const;
