/**
 * An OAuth 2.0 error response of the token endpoint (RFC 6749 §5.2): the error code the client acts on,
 * a description, and 400 (401 when the client failed to authenticate).
 */
export class OAuthError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'invalid_scope',
    readonly description: string,
    readonly statusCode: 400 | 401 = 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}
