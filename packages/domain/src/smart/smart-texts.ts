/** What the connect-an-app screens and the gateway say (issue 18); the tests assert them word for word. */
export const SMART_TEXTS = {
  consentTitle: 'Connect an app',
  consentIntro: (appName: string) => `${appName} asks to read your health plan information.`,
  consentListHeading: 'It will be able to:',
  consentRevokeNote: 'You can disconnect the app at any time from Connected apps in your account settings.',
  allow: 'Allow',
  deny: 'Deny',
  connectedAppsTitle: 'Connected apps',
  connectedAppsEmpty: 'No apps are connected to your account.',
  connectedSince: 'Connected',
  revoke: 'Disconnect',
  revokeFailed: 'The app could not be disconnected. Please try again.',
  listFailed: 'Your connected apps could not be loaded. Please try again later.',
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
