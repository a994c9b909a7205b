import Fastify from 'fastify';

/** Baseline 1: a bare Fastify hello-world, the ceiling of this machine. */
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
