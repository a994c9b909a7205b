import type { Handler, RouteKey } from './fetch-mock';

type Handlers = Partial<Record<RouteKey, Handler>>;

const unavailable: Handler = () => new Response(null, { status: 503 });

/**
 * The given handlers, and 503 for any other call. For tests that end by opening another area (the
 * member area after login): what that area loads is its own tests' concern, not the journey's.
 */
export function withOtherCallsUnavailable(handlers: Handlers): Handlers {
  return new Proxy(handlers, {
    get: (target, key) => (typeof key === 'string' ? (Reflect.get(target, key) ?? unavailable) : undefined),
  });
}
