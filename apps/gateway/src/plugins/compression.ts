import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller responses are sent as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's responses (issue 16, Pages: "responses compressed (brotli or gzip)"): a page of
 * claims or a family's benefits is tens of KB of JSON and shrinks about tenfold. Brotli at quality 4
 * costs about what gzip does for a better ratio; 11, the library's default, is for files built once.
 * Only GET responses: a response to a POST can carry a new token beside what the client sent, the
 * ingredients of a BREACH-style guess by length. Static files come precompressed (plugins/built-files.ts)
 * and are left as they are. Pages are compressed as they stream (plugins/framework-pages.ts).
 */
async function compression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((method) => method === 'GET' || method === 'HEAD')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compression, { name: 'compression' });
