import { API_PATHS, TokenRequest, TokenResponse } from '@dash/domain/api';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** What the member types: the token request without the domain, which comes from the brand. */
export const LoginCredentials = TokenRequest.omit({ domainId: true });
export type LoginCredentials = z.output<typeof LoginCredentials>;

/** POST token (document 1 §7): a temporary token, or 401 with a login error code (document 1 §8). */
export function createToken(request: TokenRequest): Promise<TokenResponse> {
  return apiRequest(API_PATHS.token, { method: 'POST', body: request, schema: TokenResponse });
}
