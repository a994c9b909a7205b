import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../src/plugins/error-handler';
import { sendPageResponse } from '../src/plugins/framework-pages';

/**
 * React Router responds to a document request with a page, a redirect or a page its error boundary
 * rendered; the gateway sends each through Fastify, the last through the one error path (decision 051),
 * and a redirect only to a path of its own site.
 */
const app = Fastify({ logger: false });
const RESPONSES: Readonly<Record<string, () => Response>> = {
  page: () =>
    new Response('<!DOCTYPE html><h1>Home</h1>', {
      headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; Path=/'],
      ],
    }),
  redirect: () => new Response(null, { status: 302, headers: { location: '/login' } }),
  'off-site': () =>
    new Response(null, { status: 302, headers: { location: '//elsewhere.example.com/home' } }),
  'off-site-backslash': () =>
    new Response(null, { status: 302, headers: { location: '/\\elsewhere.example.com' } }),
  'absolute-url': () =>
    new Response(null, { status: 302, headers: { location: 'https://elsewhere.example.com/' } }),
  'not-found': () =>
    new Response('<!DOCTYPE html><h1>Page not found</h1>', {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
  failed: () =>
    new Response('<!DOCTYPE html><h1>Something went wrong</h1>', {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
};
beforeAll(async () => {
  await app.register(errorHandler);
  for (const [name, response] of Object.entries(RESPONSES)) {
    app.get(`/${name}`, (_request, reply) => sendPageResponse(reply, response()));
  }
  await app.ready();
});
afterAll(() => app.close());

describe("React Router's responses through the gateway", () => {
  it('sends a page with its headers, each cookie apart', async () => {
    const response = await app.inject({ url: '/page' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!DOCTYPE html><h1>Home</h1>');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('sends a redirect as one', async () => {
    const response = await app.inject({ url: '/redirect' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it.each(['off-site', 'off-site-backslash', 'absolute-url'])(
    'follows no redirect off the site (%s): it is a failure',
    async (name) => {
      const response = await app.inject({ url: `/${name}` });
      expect(response.statusCode).toBe(500);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it.each([
    ['not-found', 404, 'Page not found'],
    ['failed', 500, 'Something went wrong'],
  ])(
    'sends the page an error boundary rendered (%s) as it was rendered, with its status',
    async (name, status, heading) => {
      const response = await app.inject({ url: `/${name}` });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(`<!DOCTYPE html><h1>${heading}</h1>`);
    },
  );
});
