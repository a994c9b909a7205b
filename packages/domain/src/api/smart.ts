import { z } from 'zod';

/**
 * The member's side of the SMART standalone launch (issue 18): the consent screen reads the app's
 * request back through the gateway, which checks the client and its redirect address before a word
 * is shown, and posts the member's answer; the app gets its code through the redirect that answer names.
 */
export const SmartAuthorizationRequest = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  scope: z.string().min(1).max(2000),
  state: z.string().min(1).max(500),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256 (43 characters)'),
  code_challenge_method: z.literal('S256'),
  aud: z.string().min(1).max(2000).optional(),
});
export type SmartAuthorizationRequest = z.infer<typeof SmartAuthorizationRequest>;

/** What the consent screen shows: the app by name and what it will read. */
export const SmartConsentView = z.object({
  clientId: z.string(),
  appName: z.string(),
  scope: z.string(),
  willRead: z.array(z.string()),
});
export type SmartConsentView = z.infer<typeof SmartConsentView>;

export const SmartConsentDecision = SmartAuthorizationRequest.extend({ approve: z.boolean() });
export type SmartConsentDecision = z.infer<typeof SmartConsentDecision>;

/** Where the browser goes next: the app's redirect address with a code (or access_denied) and the state. */
export const SmartConsentResult = z.object({ redirectTo: z.string() });
export type SmartConsentResult = z.infer<typeof SmartConsentResult>;

/** One app the member has connected, for the account settings list. */
export const ConnectedApp = z.object({
  grantId: z.string(),
  clientId: z.string(),
  appName: z.string(),
  willRead: z.array(z.string()),
  connectedOn: z.string(),
});
export type ConnectedApp = z.infer<typeof ConnectedApp>;
export const ConnectedApps = z.array(ConnectedApp);
export type ConnectedApps = z.infer<typeof ConnectedApps>;

export const ConnectedAppParams = z.object({ grantId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The token endpoint's form (RFC 6749 §4.1.3, §6): a code with its PKCE verifier, or a refresh token. */
export const SmartTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(200),
    redirect_uri: z.string().min(1).max(2000),
    code_verifier: z.string().min(1).max(200),
    client_id: z.string().min(1).max(200).optional(),
    client_secret: z.string().min(1).max(500).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(200),
    scope: z.string().max(2000).optional(),
    client_id: z.string().min(1).max(200).optional(),
    client_secret: z.string().min(1).max(500).optional(),
  }),
]);
export type SmartTokenRequest = z.infer<typeof SmartTokenRequest>;

/** The token response with the SMART launch context (SMART App Launch 2.0 §2.0.8). */
export const SmartTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
  patient: z.string(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
});
export type SmartTokenResponse = z.infer<typeof SmartTokenResponse>;

/** RFC 6749 §5.2. */
export const OAuthErrorResponse = z.object({ error: z.string(), error_description: z.string() });
