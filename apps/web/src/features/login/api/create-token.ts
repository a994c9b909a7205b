import { API_PATHS, type TokenRequest, TokenResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** What the member types: the token request without the domain, which comes from the brand. */
export type LoginCredentials = Omit<TokenRequest, 'domainId'>;

/** POST token (document 1 §7): a temporary token, or 401 with a login error code (document 1 §8). */
export function createToken(request: TokenRequest): Promise<TokenResponse> {
  return apiRequest(API_PATHS.token, { method: 'POST', body: request, schema: TokenResponse });
}
