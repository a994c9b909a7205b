import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from '../src/response-serializer';

const Body = z.object({
  name: z.string(),
  amountCents: z.number().int(),
  note: z.string().nullable(),
  rows: z.array(z.object({ key: z.string(), active: z.boolean() })),
});

/** A route responding with `body` through the serializer, with or without the schema check. */
async function respond(body: unknown, check: boolean, schema: z.ZodType = Body) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => body);
  const reply = await app.inject({ url: '/' });
  await app.close();
  return reply;
}

const good = {
  name: 'Alex',
  amountCents: 1250,
  note: null,
  rows: [{ key: 'A', active: true }],
};

describe('response serializer (fast-json-stringify from the zod schemas)', () => {
  it.each([true, false])('writes what the schema declares and nothing more (check %s)', async (check) => {
    const reply = await respond(
      { ...good, passwordHash: 'secret', rows: [{ key: 'A', active: true, memberKey: 'M-1' }] },
      check,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(JSON.stringify(good));
  });

  it('with the check, a response that breaks its schema fails as zod made it fail', async () => {
    const reply = await respond({ ...good, amountCents: 'twelve' }, true);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('twelve');
  });

  it('without the check, a value is written as its schema type says, never echoed as it came', async () => {
    expect((await respond({ ...good, amountCents: '12' }, false)).json()).toEqual({
      ...good,
      amountCents: 12,
    });
    // No branch of `string | null` takes a number: that response fails rather than going out.
    expect((await respond({ ...good, note: 42 }, false)).statusCode).toBe(500);
  });

  it('keeps zod for a schema JSON Schema cannot state (a transform), which encoding then refuses', async () => {
    const transformed = z.object({ day: z.string().transform((text) => text.slice(0, 4)) });
    const reply = await respond({ day: '2026-11-26' }, false, transformed);
    expect(reply.statusCode).toBe(500);
  });
});
