import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A hashed file of a web build: the same address always holds the same bytes. */
const HASHED = /[\\/]assets[\\/].+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/**
 * Serves a web build's files, precompressed: hashed ones cached for a year, the rest for five minutes.
 * `allowedPath` keeps a file of the build from being served as it is.
 */
export function serveBuiltFiles(
  app: FastifyInstance,
  root: string,
  allowedPath: (pathName: string) => boolean = () => true,
) {
  return app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
}

/** A request a browser makes for a page: a read, outside the API, of an address that names no file. */
export const isPageRequest = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname);
