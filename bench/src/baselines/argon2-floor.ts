import { PASSWORD_HASH_OPTIONS } from '@dash/gateway/src/auth/password';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';

/**
 * The sign-ins' floor (issue 41 §3): a bare Fastify route that only verifies one argon2id hash, made
 * with the gateway's own parameters (imported from its code), against the password in the body. No
 * gateway can sign members in faster than this route answers on the same cores.
 */
const stored = await hash(process.env.PASSWORD ?? '', PASSWORD_HASH_OPTIONS);
const app = Fastify();
app.post<{ Body: { password?: string } }>('/', async (request, reply) => {
  const ok = await verify(stored, request.body.password ?? '');
  return ok ? { ok } : reply.code(401).send({ ok });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
