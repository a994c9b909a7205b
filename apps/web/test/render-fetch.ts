import type { Fetch } from '@/server/load-context';
import type { Handler } from './fetch-mock';

/**
 * A server render's `fetch` for tests: responded to by `handlers` (keyed "GET /api/path", the query left
 * out, as fetch-mock keys them), each call's address recorded; a call no handler responds to is refused
 * with a 404, as the gateway refuses an address it does not serve.
 */
export function renderFetch(handlers: Readonly<Record<string, Handler>>) {
  const urls: string[] = [];
  const fetch: Fetch = async (url, init) => {
    urls.push(url);
    const request = new Request(new URL(url, 'https://localhost'), init);
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : Response.json({ message: 'Not found' }, { status: 404 });
  };
  return { fetch, urls };
}
