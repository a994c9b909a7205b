import { describe, expect, it } from 'vitest';
import { BRANDS } from '../src/brands/brand';
import { type GlobalHttpAction, getGlobalHttpAction } from '../src/errors/global-http-action';

const main = BRANDS[1];
const medicare = BRANDS[2];
const partner = BRANDS[5];
const screen: GlobalHttpAction = { kind: 'screen' };
const login: GlobalHttpAction = { kind: 'login' };
const page = (status: number, clearSession = false): GlobalHttpAction => ({
  kind: 'error-page',
  status,
  clearSession,
});

/** Document 1 §8, "Global HTTP handling": one row per case. */
const table: Array<[string, number, string, typeof main, string, GlobalHttpAction]> = [
  ['401 on the main brand → /login', 401, '/api/account', main, 'GET', login],
  ['401 on the Medicare Advantage brand → /login', 401, '/api/account', medicare, 'GET', login],
  ['401 on the partner brand → the 401 page', 401, '/api/account', partner, 'GET', page(401, true)],
  ['403 → the 403 page', 403, '/api/account', main, 'GET', page(403)],
  ['404 → the 404 page', 404, '/api/account', main, 'GET', page(404)],
  ['500 → the 500 page', 500, '/api/account', partner, 'GET', page(500)],
  ['503 → the 503 page', 503, '/api/login-state', main, 'GET', page(503)],
  ['an unknown status still shows its (generic) page', 418, '/api/account', main, 'GET', page(418)],
  ['login-as POST 400 is left to the screen', 400, '/api/login-as', main, 'POST', screen],
  ['login-as POST 404 is left to the screen', 404, '/api/login-as', main, 'post', screen],
  ['login-as POST 500 is handled', 500, '/api/login-as', main, 'POST', page(500)],
  ['login-as POST 401 is handled', 401, '/api/login-as', main, 'POST', login],
  ['login-as GET 404 is handled', 404, '/api/login-as', main, 'GET', page(404)],
  ['registration', 500, '/api/account/registration/policies', main, 'PUT', screen],
  ['token', 401, '/api/token', main, 'POST', screen],
  ['token/userkey', 500, '/api/token/userkey', main, 'GET', screen],
  ['security-questions', 500, '/api/security-questions', main, 'GET', screen],
  ['forgot-password', 404, '/api/forgot-password', main, 'POST', screen],
  ['forgot-username', 404, '/api/forgot-username', main, 'POST', screen],
  ['account/password', 400, '/api/account/password', main, 'PUT', screen],
  ['medicare-materials', 403, '/api/medicare-materials', medicare, 'GET', screen],
  ['eobs', 500, '/api/eobs?year=2025', main, 'GET', screen],
  ['claims', 401, '/api/claims', main, 'GET', screen],
  ['pcp/provider', 404, '/api/pcp/provider/12', main, 'GET', screen],
  [
    'an absolute address is matched by content too',
    500,
    'https://x.example.com/api/claims/1',
    main,
    'GET',
    screen,
  ],
];

describe('getGlobalHttpAction (document 1 §8)', () => {
  it.each(table)('%s', (_name, status, url, brand, method, expected) => {
    expect(getGlobalHttpAction(status, url, brand, method)).toEqual(expected);
  });

  it('treats a call without a method as a GET', () => {
    expect(getGlobalHttpAction(404, '/api/login-as', main)).toEqual(page(404));
  });
});
