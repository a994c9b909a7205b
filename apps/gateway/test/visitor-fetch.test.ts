import { ACCESS_TOKEN_COOKIE, TIME_ZONE_COOKIE } from '@dash/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cookies from '../src/plugins/cookies';
import { readSessionCookie, readTimeZoneCookie } from '../src/plugins/visitor-fetch';

/** What a page request's Cookie header reads as, through the gateway's cookie parsing (plugins/cookies.ts). */
async function readCookies(header: string | undefined) {
  const app = Fastify();
  await app.register(cookies);
  app.get('/', async (request) => ({
    token: readSessionCookie(request.cookies),
    timeZone: readTimeZoneCookie(request.cookies),
  }));
  const response = await app.inject({ url: '/', headers: header === undefined ? {} : { cookie: header } });
  await app.close();
  return response.json() as { token: string | null; timeZone: string | null };
}

describe('the session cookie', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['theme=dark', null],
    [`${ACCESS_TOKEN_COOKIE}=abc.def`, 'abc.def'],
    [`a=1;${ACCESS_TOKEN_COOKIE}=x%3Dy==; b=2`, 'x=y=='],
    [`${ACCESS_TOKEN_COOKIE}=`, null],
    // Not percent-decodable: read as sent, then refused by the auth guard like every other wrong token.
    [`${ACCESS_TOKEN_COOKIE}=%E0%A4%A`, '%E0%A4%A'],
    [`api_${ACCESS_TOKEN_COOKIE}=abc`, null],
  ])('reads %j as %j', async (header, token) => {
    expect((await readCookies(header)).token).toBe(token);
  });
});

describe('the time-zone cookie', () => {
  it.each([
    [undefined, null],
    [`${TIME_ZONE_COOKIE}=America%2FChicago`, 'America/Chicago'],
    [`a=1; ${TIME_ZONE_COOKIE}=Asia/Tokyo`, 'Asia/Tokyo'],
    [`${TIME_ZONE_COOKIE}=UTC`, 'UTC'],
    [`${TIME_ZONE_COOKIE}=`, null],
    [`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, null],
    [`${TIME_ZONE_COOKIE}=%22%3E%3Cscript%3E`, null],
    [`${TIME_ZONE_COOKIE}=%E0%A4%A`, null],
  ])('reads %j as %j', async (header, timeZone) => {
    expect((await readCookies(header)).timeZone).toBe(timeZone);
  });
});
